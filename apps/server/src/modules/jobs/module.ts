import type { ServerModule } from "../../server-module.ts";

/** Registers the module with the server: the job queue's admin view. */
export const jobsModule: ServerModule = {
  name: "jobs",
};
