import type { ServerModule } from "../../server-module.ts";
import { purgeAttachmentsJob } from "./purge.job.ts";
import { userImageReferences } from "./user-images.ts";

/** Registers the module: the purge job and the users' image references. */
export const attachmentsModule: ServerModule = {
  name: "attachments",
  jobs: [purgeAttachmentsJob],
  attachmentReferences: userImageReferences,
};
