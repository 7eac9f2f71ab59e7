import { readAuthorization } from "../../lib/auth-storage.ts";
import { UploadError } from "./upload-request.ts";

/** A link attachment as POST /api/attachment/upload answers it (docs/attachments.md). */
export type LinkAttachment = { id: string; name: string; link: string };

/**
 * Makes a pending link attachment (`POST /api/attachment/upload` with JSON `{ link, name }`),
 * claimed like an uploaded file when its owner's form is saved. A refusal is an UploadError
 * with the server's reason (`BAD_LINK`, `BAD_NAME`) or `NETWORK`.
 */
export async function sendLink(input: { link: string; name: string }): Promise<LinkAttachment> {
  const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" };
  const authorization = readAuthorization();
  if (authorization) headers.authorization = authorization;
  let response: Response;
  try {
    response = await fetch("/api/attachment/upload", {
      method: "POST",
      headers,
      body: JSON.stringify(input),
    });
  } catch {
    throw new UploadError("NETWORK", "network error", 0);
  }
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    const reason =
      typeof body.reason === "string" ? body.reason : response.status === 403 ? "FORBIDDEN" : "HTTP";
    throw new UploadError(
      reason,
      typeof body.message === "string" ? body.message : response.statusText,
      response.status,
    );
  }
  const attachment = body.attachment as { id: string; name: string; link?: string | null };
  return { id: attachment.id, name: attachment.name, link: attachment.link ?? input.link };
}
