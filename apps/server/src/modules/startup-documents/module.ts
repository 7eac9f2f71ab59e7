import type { ServerModule } from "../../server-module.ts";
import "./startup-documents.schema.ts";
import { startupDocumentReferences } from "./attachment-references.ts";
import { startupDocumentsDemo } from "./startup-documents.demo.ts";

/** Registers the module with the server (docs/startup-documents.md); its GraphQL types register on import above. */
export const startupDocumentsModule: ServerModule = {
  name: "startup-documents",
  demo: startupDocumentsDemo,
  attachmentReferences: startupDocumentReferences,
};
