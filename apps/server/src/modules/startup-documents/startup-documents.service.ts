import { randomUUID } from "node:crypto";
import { inTransaction } from "../../db/client.ts";
import { coded, NotFoundError, ValidationError } from "../../graphql/errors.ts";
import { parseInput } from "../../http/validation.ts";
import type { ServiceContext } from "../../service-context.ts";
import { attachmentsByIds, claimAttachments, removeAttachmentsFor } from "../attachments/index.ts";
import { requireReadable, requireWritable } from "./startup-documents.access.ts";
import {
  addDocumentsInput,
  documentNameOf,
  folderInput,
  updateDocumentInput,
} from "./startup-documents.input.ts";
import {
  deleteDocumentRows,
  deleteFolderRow,
  findDocument,
  findFolder,
  findFolderNamed,
  insertDocuments,
  insertFolder,
  lockFolderNames,
  renameFolderRow,
  updateDocumentRow,
} from "./startup-documents.repository.ts";
import {
  DOCUMENT_REFERENCE,
  documentViews,
  folderView,
  loadStartupDocuments,
} from "./startup-documents.views.ts";

/**
 * A startup's documents (issue 18 "documents: uploads with folders or categories", plan
 * feature startupDocuments; docs/startup-documents.md): folders with a name unique in the
 * startup (case aside), documents in a folder or at the top. A document is one uploaded
 * file (attachments module, reference type "StartupDocument" = the document's id), claimed
 * when it is added and removed with it. Deleting a folder moves its documents to the top.
 */
type Ctx = ServiceContext;

const NAME_TAKEN = "This startup already has a folder with this name";
const nameTaken = () =>
  new ValidationError(
    { name: { ...coded("INVALID", { reason: "NAME_TAKEN" }), message: NAME_TAKEN } },
    NAME_TAKEN,
  );

async function requireFreeName(ctx: Ctx, startupId: string, name: string, except?: string) {
  if (await findFolderNamed(ctx.db, ctx.tenant, startupId, name, except)) throw nameTaken();
}

/** A folder of this startup, or a ValidationError on `folderId` (null: the top). */
async function folderOfStartup(ctx: Ctx, startupId: string, folderId: string | null | undefined) {
  if (!folderId) return null;
  const folder = await findFolder(ctx.db, ctx.tenant, folderId);
  if (!folder || folder.startupId !== startupId)
    throw new ValidationError(
      { folderId: coded("INVALID", { reason: "UNKNOWN_FOLDER" }) },
      "This folder is not one of the startup's",
    );
  return folder.id;
}

export async function createFolder(ctx: Ctx, startupId: string, input: unknown) {
  await requireWritable(ctx, startupId);
  const { name } = parseInput(folderInput, input);
  const row = await inTransaction(ctx.db, async (db) => {
    await lockFolderNames(db, ctx.tenant, startupId);
    await requireFreeName({ ...ctx, db }, startupId, name);
    return insertFolder(db, ctx.tenant, { startupId, name, createdBy: ctx.viewer?.id ?? null });
  });
  return folderView(row, 0);
}

/** A folder and its startup's write check: NotFoundError for an unknown or unreadable one. */
async function writableFolder(ctx: Ctx, id: string) {
  const folder = await findFolder(ctx.db, ctx.tenant, id);
  if (!folder) throw new NotFoundError("Folder");
  await requireWritable(ctx, folder.startupId);
  return folder;
}

export async function renameFolder(ctx: Ctx, id: string, input: unknown) {
  const folder = await writableFolder(ctx, id);
  const { name } = parseInput(folderInput, input);
  const row = await inTransaction(ctx.db, async (db) => {
    await lockFolderNames(db, ctx.tenant, folder.startupId);
    await requireFreeName({ ...ctx, db }, folder.startupId, name, folder.id);
    return renameFolderRow(db, ctx.tenant, folder.id, name);
  });
  if (!row) throw new NotFoundError("Folder");
  return folderView(row, null);
}

/** Deletes a folder; its documents stay, at the top. */
export async function deleteFolder(ctx: Ctx, id: string): Promise<boolean> {
  const folder = await writableFolder(ctx, id);
  return deleteFolderRow(ctx.db, ctx.tenant, folder.id);
}

/**
 * Adds the viewer's uploads (pending attachments) as documents, each named after its file,
 * in one transaction: a file that is not the viewer's upload, already attached elsewhere or
 * of a refused type adds nothing at all.
 */
export async function addDocuments(ctx: Ctx, startupId: string, input: unknown) {
  await requireWritable(ctx, startupId);
  const parsed = parseInput(addDocumentsInput, input);
  const folderId = await folderOfStartup(ctx, startupId, parsed.folderId);
  const ids = [...new Set(parsed.attachmentIds)];
  const names = new Map((await attachmentsByIds(ctx, ids)).map((a) => [a.id, a.name]));
  const now = ctx.clock.now();
  const rows = await inTransaction(ctx.db, async (db) => {
    const tx = { ...ctx, db };
    const values = ids.map((attachmentId, index) => ({
      id: randomUUID(),
      startupId,
      folderId,
      attachmentId,
      name: documentNameOf(names.get(attachmentId) ?? "file"),
      uploadedBy: ctx.viewer?.id ?? null,
      // One after the other, so that "newest first" keeps the order they were chosen in.
      createdAt: new Date(now.getTime() + index),
    }));
    const inserted = await insertDocuments(db, ctx.tenant, values);
    for (const row of inserted)
      await claimAttachments(tx, [row.attachmentId], { type: DOCUMENT_REFERENCE, id: row.id });
    return inserted;
  });
  return documentViews(ctx, rows);
}

/** A document and its startup's write check: NotFoundError for an unknown or unreadable one. */
async function writableDocument(ctx: Ctx, id: string) {
  const document = await findDocument(ctx.db, ctx.tenant, id);
  if (!document) throw new NotFoundError("Document");
  await requireWritable(ctx, document.startupId);
  return document;
}

/** Renames, describes or moves a document (folderId null: to the top). */
export async function updateDocument(ctx: Ctx, id: string, input: unknown) {
  const document = await writableDocument(ctx, id);
  const parsed = parseInput(updateDocumentInput, input);
  const folderId = await folderOfStartup(ctx, document.startupId, parsed.folderId);
  const row = await updateDocumentRow(ctx.db, ctx.tenant, document.id, {
    name: parsed.name,
    description: parsed.description || null,
    folderId,
    updatedAt: ctx.clock.now(),
  });
  if (!row) throw new NotFoundError("Document");
  const [view] = await documentViews(ctx, [row], { keepWithoutFile: true });
  if (!view) throw new NotFoundError("Document");
  return view;
}

/** Deletes a document and its file (the purge job deletes the bytes). */
export async function deleteDocument(ctx: Ctx, id: string): Promise<boolean> {
  const document = await writableDocument(ctx, id);
  await inTransaction(ctx.db, async (db) => {
    await deleteDocumentRows(db, ctx.tenant, [document.id]);
    await removeAttachmentsFor({ ...ctx, db }, DOCUMENT_REFERENCE, document.id);
  });
  return true;
}

/** The documents tab: the folders and documents, and whether the viewer may change them. */
export async function startupDocumentsOf(ctx: Ctx, startupId: string) {
  const rights = await requireReadable(ctx, startupId);
  return { startupId, canEdit: rights.canEdit, ...(await loadStartupDocuments(ctx, startupId)) };
}
