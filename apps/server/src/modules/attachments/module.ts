import type { ServerModule } from "../../server-module.ts";
import { registerAttachmentRoutes } from "./attachments.routes.ts";
import { purgeAttachmentsJob } from "./purge.job.ts";
import { userImageReferences } from "./user-images.ts";

/** Registers the module: its REST routes (spec-1 §7), the purge job and the users' image references. */
export const attachmentsModule: ServerModule = {
  name: "attachments",
  registerRoutes: registerAttachmentRoutes,
  jobs: [purgeAttachmentsJob],
  attachmentReferences: userImageReferences,
};
