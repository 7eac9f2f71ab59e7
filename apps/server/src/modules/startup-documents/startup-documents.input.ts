import { z } from "zod";

/**
 * The input rules of the documents' mutations (docs/startup-documents.md): names required,
 * at most 100 characters (spaces around them trimmed), a description of at most 1,000, and
 * 1 to 20 uploads added at once.
 */
export const DOCUMENT_NAME_MAX = 100;
export const DOCUMENT_DESCRIPTION_MAX = 1000;
export const DOCUMENTS_PER_ADD_MAX = 20;

const name = z
  .string()
  .trim()
  .min(1, "A name is required")
  .max(DOCUMENT_NAME_MAX, `At most ${DOCUMENT_NAME_MAX} characters`);

export const folderInput = z.object({ name });

export const addDocumentsInput = z.object({
  folderId: z.string().nullish(),
  attachmentIds: z
    .array(z.string())
    .min(1, "Choose at least one file")
    .max(DOCUMENTS_PER_ADD_MAX, `At most ${DOCUMENTS_PER_ADD_MAX} files at once`),
});

export const updateDocumentInput = z.object({
  name,
  description: z
    .string()
    .trim()
    .max(DOCUMENT_DESCRIPTION_MAX, `At most ${DOCUMENT_DESCRIPTION_MAX} characters`)
    .nullish(),
  folderId: z.string().nullish(),
});

/** A file's name as a document's: cut to the limit, keeping its extension. */
export function documentNameOf(fileName: string): string {
  const trimmed = fileName.trim() || "file";
  if (trimmed.length <= DOCUMENT_NAME_MAX) return trimmed;
  const dot = trimmed.lastIndexOf(".");
  const extension = dot > 0 && trimmed.length - dot <= 10 ? trimmed.slice(dot) : "";
  return trimmed.slice(0, DOCUMENT_NAME_MAX - extension.length) + extension;
}
