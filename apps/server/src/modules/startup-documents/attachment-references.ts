import type { AttachmentReferenceType } from "../../server-module.ts";
import type { ServiceContext } from "../../service-context.ts";
import { mayReadStartupDocuments } from "./startup-documents.access.ts";
import { findDocument } from "./startup-documents.repository.ts";
import { DOCUMENT_REFERENCE } from "./startup-documents.views.ts";

/**
 * A document's file (modules/attachments; reference id = the document's id): whoever may
 * read the startup's documents downloads it. Nobody changes it through the attachments'
 * REST routes (rename, delete, upload onto it): a document is renamed and deleted through
 * GraphQL, which keeps the document and its file together (decision 056).
 */
async function canRead(ctx: ServiceContext, documentId: string) {
  const document = await findDocument(ctx.db, ctx.tenant, documentId);
  return document != null && (await mayReadStartupDocuments(ctx, document.startupId));
}

export const startupDocumentReferences: AttachmentReferenceType[] = [
  { type: DOCUMENT_REFERENCE, accept: "document", maxFiles: 1, canRead, canWrite: async () => false },
];
