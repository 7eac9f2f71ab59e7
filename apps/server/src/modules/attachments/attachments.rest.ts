import type { Services } from "../../graphql/context.ts";
import { ForbiddenError, NotFoundError } from "../../graphql/errors.ts";
import type { ServiceContext } from "../../service-context.ts";
import { setUserImages } from "../users/index.ts";
import { mayRead, mayWrite } from "./attachment-access.ts";
import { AttachmentInputError } from "./attachments.errors.ts";
import {
  attachmentsOfReferences,
  attachmentsUploadedBy,
  byIds,
  deleteRows,
  findAttachment,
  markRemoved,
  renameAttachment,
} from "./attachments.repository.ts";
import { type AttachmentView, attachmentView } from "./attachments.service.ts";
import type { AttachmentRow } from "./attachments.tables.ts";
import { type ImageSize, sanitiseFileName } from "./file-rules.ts";
import { deleteStored } from "./purge.job.ts";
import { referenceTypeOf } from "./reference-types.ts";
import { USER_AVATAR, USER_COVER } from "./user-images.ts";

/** The REST calls' rules (spec-1 §7, docs/attachments.md), each for the signed-in viewer. */

type Ctx = ServiceContext & Pick<Services, "storage" | "log">;

const NOT_FOUND = "Attachment";

/** The image size an attachment's address names by what it is for. */
export function sizeForUse(use: string): ImageSize | undefined {
  if (use === "cover" || use === "profileCover") return "cover";
  if (use === "avatar") return "avatar";
  return undefined;
}

export function viewOf(row: AttachmentRow): AttachmentView {
  return attachmentView(row, sizeForUse(row.use));
}

/** A row the viewer may read, or NotFound (another tenant's id finds nothing) / Forbidden. */
export async function readableAttachment(ctx: ServiceContext, id: string): Promise<AttachmentRow> {
  const row = await findAttachment(ctx.db, ctx.tenant, id);
  if (!row) throw new NotFoundError(NOT_FOUND);
  if (!(await mayRead(ctx, row))) throw new ForbiddenError("You may not see this attachment");
  return row;
}

/** GET /api/attachments: the viewer's own uploads, newest first (at most 100). */
export async function myAttachments(ctx: ServiceContext): Promise<AttachmentView[]> {
  const rows = await attachmentsUploadedBy(ctx.db, ctx.tenant, ctx.viewer?.id ?? "", 100);
  return rows.map(viewOf);
}

/** GET /api/attachments/reference/{type}/{id}: when the viewer may read that reference. */
export async function attachmentsOfReference(ctx: ServiceContext, type: string, id: string) {
  const reference = referenceTypeOf(type);
  if (!reference) throw new AttachmentInputError("UNKNOWN_REFERENCE", `Files cannot be attached to ${type}`);
  if (!(await reference.canRead(ctx, id))) throw new ForbiddenError("You may not see the files of this");
  return (await attachmentsOfReferences(ctx.db, ctx.tenant, type, [id])).map(viewOf);
}

/** PUT /api/attachments/{id}: renames a file (or a link's title), for who may change it. */
export async function updateAttachment(
  ctx: ServiceContext,
  id: string,
  body: unknown,
): Promise<AttachmentView> {
  const name = (body as { name?: unknown } | null)?.name;
  if (typeof name !== "string" || name.trim() === "" || name.length > 300) {
    throw new AttachmentInputError("BAD_NAME", "Give the attachment a name of 1 to 300 characters");
  }
  const row = await findAttachment(ctx.db, ctx.tenant, id);
  if (!row) throw new NotFoundError(NOT_FOUND);
  if (!(await mayWrite(ctx, row))) throw new ForbiddenError("You may not change this attachment");
  const updated = await renameAttachment(
    ctx.db,
    ctx.tenant,
    id,
    { name: sanitiseFileName(name) },
    ctx.clock.now(),
  );
  if (!updated) throw new NotFoundError(NOT_FOUND);
  return viewOf(updated);
}

/**
 * DELETE /api/attachments/{referenceId}/{attachmentId} ("pending" for an upload not attached
 * yet): removes it and deletes its file at once (the purge job retries what fails). A user's
 * avatar or cover removed is cleared from the user.
 */
export async function deleteAttachment(ctx: Ctx, referenceId: string, id: string): Promise<void> {
  const row = await findAttachment(ctx.db, ctx.tenant, id);
  const onReference =
    referenceId === "pending" ? row?.referenceId === null : row?.referenceId === referenceId;
  if (!row || !onReference) throw new NotFoundError(NOT_FOUND);
  if (!(await mayWrite(ctx, row))) throw new ForbiddenError("You may not remove this attachment");
  await markRemoved(ctx.db, ctx.tenant, byIds([id]), ctx.clock.now());
  if (row.referenceId && (row.referenceType === USER_AVATAR || row.referenceType === USER_COVER)) {
    await setUserImages(
      ctx,
      row.referenceId,
      row.referenceType === USER_AVATAR ? { avatar: null } : { cover: null },
    );
  }
  await purgeNow(ctx, row);
}

/** Deletes a removed row's file and the row; on failure leaves both to the purge job. */
export async function purgeNow(ctx: Ctx, row: AttachmentRow): Promise<void> {
  try {
    if (row.storageKey) await deleteStored(ctx.storage, row.storageKey);
    await deleteRows(ctx.db, ctx.tenant, [row.id]);
  } catch (error) {
    ctx.log.warn({ err: error, attachment: row.id }, "attachment file not deleted; the purge job will retry");
  }
}
