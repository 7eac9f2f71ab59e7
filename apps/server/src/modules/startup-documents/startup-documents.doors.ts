import type { ServiceContext } from "../../service-context.ts";
import { removeAttachmentsFor } from "../attachments/index.ts";
import { deleteAllOfStartup, findDocuments, findFolders } from "./startup-documents.repository.ts";
import { DOCUMENT_REFERENCE, documentViews } from "./startup-documents.views.ts";

/**
 * What other modules ask of a startup's documents (the door): the export's list (lane G, the
 * startup's Excel export: the caller has checked who may export) and the clean-up before a
 * startup is deleted (lane E). Neither checks the plan: an export lists what exists, and a
 * deleted startup's files go whatever the plan.
 */
type Ctx = ServiceContext;

export type DocumentForExport = {
  name: string;
  folder: string | null;
  uploadedByName: string | null;
  createdAt: Date;
  sizeBytes: number;
  contentType: string | null;
};

/** A startup's documents, by folder name (the top first) then newest first. */
export async function documentsForExport(ctx: Ctx, startupId: string): Promise<DocumentForExport[]> {
  const [folders, rows] = await Promise.all([
    findFolders(ctx.db, ctx.tenant, startupId),
    findDocuments(ctx.db, ctx.tenant, startupId),
  ]);
  const folderNames = new Map(folders.map((f) => [f.id, f.name]));
  const order = new Map(folders.map((f, i) => [f.id, i + 1]));
  const views = await documentViews(ctx, rows);
  return views
    .map((d) => ({ view: d, rank: d.folderId ? (order.get(d.folderId) ?? 0) : 0 }))
    .sort((a, b) => a.rank - b.rank)
    .map(({ view }) => ({
      name: view.name,
      folder: view.folderId ? (folderNames.get(view.folderId) ?? null) : null,
      uploadedByName: view.uploadedByName,
      createdAt: view.createdAt,
      sizeBytes: view.sizeBytes,
      contentType: view.contentType,
    }));
}

/**
 * Removes a startup's folders and documents and marks their files removed (the purge job
 * deletes the bytes), in the caller's transaction (ctx.db): call it before deleting the
 * startup, whose rows would otherwise cascade and leave the files behind.
 */
export async function forgetDocumentsOfStartup(ctx: Ctx, startupId: string): Promise<void> {
  const removed = await deleteAllOfStartup(ctx.db, ctx.tenant, startupId);
  for (const document of removed) await removeAttachmentsFor(ctx, DOCUMENT_REFERENCE, document.id);
}
