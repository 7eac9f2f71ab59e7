import { randomUUID } from "node:crypto";
import { stat } from "node:fs/promises";
import type { ServiceContext } from "../../service-context.ts";
import { insertAttachment } from "./attachments.repository.ts";
import { type AttachmentView, attachmentView } from "./attachments.service.ts";
import { sanitiseFileName } from "./file-rules.ts";
import { referenceTypeOf } from "./reference-types.ts";
import { type FileStorage, storageKeyOf } from "./storage/file-storage.ts";

/**
 * A file the server made (an Excel export, issue 17), stored and attached at once to a
 * reference its module declares: no upload, no pending state, no sniffing (the server wrote
 * it). Served like any other by GET /api/attachments/{id}/content to whoever the reference
 * type lets read it. The caller removes the temporary file at `path`. When the row cannot be
 * written the stored bytes are deleted again.
 */
export async function storeGeneratedFile(
  ctx: ServiceContext & { storage: FileStorage },
  file: {
    path: string;
    name: string;
    contentType: string;
    reference: { type: string; id: string };
    ownerId: string | null;
  },
): Promise<AttachmentView> {
  if (!referenceTypeOf(file.reference.type)) throw new Error(`no module declares ${file.reference.type}`);
  const id = randomUUID();
  const key = storageKeyOf(ctx.tenant.id, id);
  const { size } = await stat(file.path);
  await ctx.storage.putFile(key, file.path, file.contentType);
  try {
    const row = await insertAttachment(ctx.db, ctx.tenant, {
      id,
      kind: "file",
      name: sanitiseFileName(file.name),
      contentType: file.contentType,
      sizeBytes: size,
      storageKey: key,
      use: "attachment",
      uploadedBy: file.ownerId,
      referenceType: file.reference.type,
      referenceId: file.reference.id,
    });
    return attachmentView(row);
  } catch (error) {
    await ctx.storage.delete(key).catch(() => {});
    throw error;
  }
}
