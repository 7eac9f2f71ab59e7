import type { ServiceContext } from "../../service-context.ts";
import { AttachmentInputError } from "./attachments.errors.ts";
import { insertAttachment } from "./attachments.repository.ts";
import { claimAttachments } from "./attachments.service.ts";
import type { AttachmentRow } from "./attachments.tables.ts";

const MAX_LINK = 2048;
const MAX_NAME = 200;

/**
 * A link attachment (an event's "attachmentLinks"): an http(s) address and a title (the
 * host when none is given), pending like an upload until its owner claims it, or on a
 * reference the caller has checked.
 */
export async function createAttachmentLink(
  ctx: ServiceContext,
  input: { link?: unknown; name?: unknown },
  reference: { type: string; id: string } | null = null,
): Promise<AttachmentRow> {
  const link = typeof input.link === "string" ? input.link.trim() : "";
  if (!link || link.length > MAX_LINK || !URL.canParse(link) || !/^https?:$/.test(new URL(link).protocol)) {
    throw new AttachmentInputError(
      "BAD_LINK",
      "Give the link as an http:// or https:// address of at most 2048 characters",
    );
  }
  const given = typeof input.name === "string" ? input.name.replace(/\s+/g, " ").trim() : "";
  if (given.length > MAX_NAME)
    throw new AttachmentInputError("BAD_NAME", "Give the link a title of at most 200 characters");
  const row = await insertAttachment(ctx.db, ctx.tenant, {
    kind: "link",
    name: given || new URL(link).host,
    link,
    use: "attachment",
    uploadedBy: ctx.viewer?.id ?? null,
  });
  if (!reference) return row;
  await claimAttachments(ctx, [row.id], reference);
  return { ...row, referenceType: reference.type, referenceId: reference.id };
}
