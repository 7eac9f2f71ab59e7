import type { ServiceContext } from "../../service-context.ts";
import { attachmentsFor } from "../attachments/index.ts";
import { userNames } from "../users/index.ts";
import { findDocuments, findFolders } from "./startup-documents.repository.ts";
import type { StartupDocumentFolderRow, StartupDocumentRow } from "./startup-documents.tables.ts";

/** What the API shows of folders and documents (plain shapes, no rows). */
export type FolderView = {
  id: string;
  startupId: string;
  name: string;
  createdAt: Date;
  /** How many documents it holds; null when not counted (after a rename). */
  documentCount: number | null;
};

export type DocumentView = {
  id: string;
  startupId: string;
  folderId: string | null;
  name: string;
  description: string | null;
  createdAt: Date;
  updatedAt: Date;
  uploadedById: string | null;
  uploadedByName: string | null;
  /** The file's: bytes, the sniffed MIME type, a file or a link, and where the web reads it. */
  sizeBytes: number;
  contentType: string | null;
  kind: "file" | "link";
  fileName: string | null;
  url: string | null;
};

/** The attachments' reference type of a document's file (its id: the document's). */
export const DOCUMENT_REFERENCE = "StartupDocument";

export function folderView(row: StartupDocumentFolderRow, documentCount: number | null): FolderView {
  return { id: row.id, startupId: row.startupId, name: row.name, createdAt: row.createdAt, documentCount };
}

/**
 * Documents with their files and uploaders. A document whose file has gone (removed through
 * the attachments' REST route) is left out, unless asked for (the answer to an update).
 */
export async function documentViews(
  ctx: ServiceContext,
  rows: StartupDocumentRow[],
  options: { keepWithoutFile?: boolean } = {},
): Promise<DocumentView[]> {
  if (rows.length === 0) return [];
  const files = await attachmentsFor(
    ctx,
    DOCUMENT_REFERENCE,
    rows.map((r) => r.id),
  );
  const uploaders = await userNames(ctx, [
    ...new Set(rows.flatMap((r) => (r.uploadedBy ? [r.uploadedBy] : []))),
  ]);
  const views: DocumentView[] = [];
  for (const row of rows) {
    const file = files.get(row.id)?.find((f) => f.id === row.attachmentId) ?? files.get(row.id)?.[0];
    if (!file && !options.keepWithoutFile) continue;
    views.push({
      id: row.id,
      startupId: row.startupId,
      folderId: row.folderId,
      name: row.name,
      description: row.description,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      uploadedById: row.uploadedBy,
      uploadedByName: row.uploadedBy ? (uploaders.get(row.uploadedBy) ?? null) : null,
      sizeBytes: file?.size ?? 0,
      contentType: file?.fileType ?? null,
      kind: file?.kind ?? "file",
      fileName: file?.name ?? null,
      url: file?.url ?? null,
    });
  }
  return views;
}

/** A startup's folders (by name, with their counts) and documents (newest first). */
export async function loadStartupDocuments(ctx: ServiceContext, startupId: string) {
  const [folderRows, documentRows] = await Promise.all([
    findFolders(ctx.db, ctx.tenant, startupId),
    findDocuments(ctx.db, ctx.tenant, startupId),
  ]);
  const documents = await documentViews(ctx, documentRows);
  const counts = new Map<string, number>();
  for (const d of documents) if (d.folderId) counts.set(d.folderId, (counts.get(d.folderId) ?? 0) + 1);
  return {
    folders: folderRows.map((f) => folderView(f, counts.get(f.id) ?? 0)),
    documents,
  };
}
