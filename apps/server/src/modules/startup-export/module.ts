import type { ServerModule } from "../../server-module.ts";
import "./startup-export.schema.ts";
import { startupExportJob } from "./startup-export.job.ts";
import { startupExportAttachmentReference } from "./startup-export.service.ts";

/** Registers the module with the server; its GraphQL types register on import above. */
export const startupExportModule: ServerModule = {
  name: "startup-export",
  jobs: [startupExportJob],
  attachmentReferences: [startupExportAttachmentReference],
};
