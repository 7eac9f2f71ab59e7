import { readAuthorization } from "../../../lib/auth-storage.ts";
import { saveBlobAs } from "../../../lib/save-blob.ts";

/** The application's answers as a PDF (GET /api/applications/:id/pdf), saved under the server's name. */
export async function downloadApplicationPdf(applicationId: string, fallback: string) {
  const authorization = readAuthorization();
  const response = await fetch(`/api/applications/${encodeURIComponent(applicationId)}/pdf`, {
    headers: authorization ? { authorization } : {},
  });
  if (!response.ok) return { ok: false as const, status: response.status };
  const disposition = response.headers.get("content-disposition") ?? "";
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  let name = fallback;
  if (extended) {
    try {
      name = decodeURIComponent(extended.trim());
    } catch {}
  }
  saveBlobAs(await response.blob(), name);
  return { ok: true as const, name };
}
