import { randomUUID } from "node:crypto";
import { rm } from "node:fs/promises";
import type { AttachmentFamily } from "../../attachment-reference.ts";
import { isUuid } from "../../db/tenant-scope.ts";
import type { Services } from "../../graphql/context.ts";
import { ForbiddenError } from "../../graphql/errors.ts";
import type { ServiceContext } from "../../service-context.ts";
import { planOf } from "../incubator/index.ts";
import { AttachmentInputError } from "./attachments.errors.ts";
import { byIds, insertAttachment, markRemoved } from "./attachments.repository.ts";
import { purgeNow } from "./attachments.rest.ts";
import { claimAttachments } from "./attachments.service.ts";
import type { AttachmentRow } from "./attachments.tables.ts";
import { type AttachmentUse, isUse, USES } from "./file-rules.ts";
import type { ReceivedFile } from "./receive-file.ts";
import { referenceTypeOf } from "./reference-types.ts";
import { storageKeyOf } from "./storage/file-storage.ts";

type Ctx = ServiceContext & Pick<Services, "storage" | "log">;

/** Where an upload goes: a reference the viewer may change, or pending (none). */
export type UploadTarget = {
  reference: { type: string; id: string } | null;
  use: AttachmentUse;
  family: AttachmentFamily;
};

/** The plan's largest upload, in bytes. */
export async function maxFileSizeOf(ctx: ServiceContext): Promise<number> {
  return (await planOf(ctx)).maxFileSize;
}

/**
 * Checks the upload's target before any byte is stored: a known reference type and an id
 * the viewer may change (another tenant's id is one nobody here may change: 403), and the
 * use. The reference type's family wins over the use's.
 */
export async function resolveTarget(
  ctx: ServiceContext,
  params: { referenceType?: string; referenceId?: string; use?: string },
): Promise<UploadTarget> {
  if (params.use !== undefined && !isUse(params.use)) {
    throw new AttachmentInputError("WRONG_TYPE", `use must be one of ${Object.keys(USES).join(", ")}`);
  }
  const use: AttachmentUse = params.use ?? "attachment";
  if (!params.referenceType && !params.referenceId) return { reference: null, use, family: USES[use] };
  const type = params.referenceType ? referenceTypeOf(params.referenceType) : undefined;
  if (!type || !params.referenceId) {
    throw new AttachmentInputError(
      "UNKNOWN_REFERENCE",
      "Give both a known referenceType and a referenceId, or neither",
    );
  }
  if (!isUuid(params.referenceId) || !(await type.canWrite(ctx, params.referenceId))) {
    throw new ForbiddenError("You may not attach files to this");
  }
  return { reference: { type: type.type, id: params.referenceId }, use, family: type.accept };
}

/**
 * Moves a received file into the storage and writes its row (pending, or claimed for the
 * target's reference, replacing the oldest past its maxFiles). Whatever fails after the file
 * is stored removes it again: no stray file, no stray row.
 */
export async function storeUpload(
  ctx: Ctx,
  file: ReceivedFile,
  target: UploadTarget,
): Promise<AttachmentRow> {
  const id = randomUUID();
  const key = storageKeyOf(ctx.tenant.id, id);
  try {
    await ctx.storage.putFile(key, file.path, file.contentType);
  } finally {
    await rm(file.path, { force: true });
  }
  let row: AttachmentRow | null = null;
  try {
    row = await insertAttachment(ctx.db, ctx.tenant, {
      id,
      kind: "file",
      name: file.name,
      contentType: file.contentType,
      sizeBytes: file.size,
      storageKey: key,
      use: target.use,
      uploadedBy: ctx.viewer?.id ?? null,
    });
    if (target.reference) {
      await claimAttachments(ctx, [id], target.reference);
      return { ...row, referenceType: target.reference.type, referenceId: target.reference.id };
    }
    return row;
  } catch (error) {
    if (row) await markRemoved(ctx.db, ctx.tenant, byIds([id]), ctx.clock.now()).catch(() => []);
    await purgeNow(ctx, row ?? ({ id, storageKey: key } as AttachmentRow));
    throw error;
  }
}
