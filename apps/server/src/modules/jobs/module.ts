import type { ServerModule } from "../../server-module.ts";
import "./jobs.schema.ts";

/** Registers the module with the server: the job queue's admin view (backgroundJobs). */
export const jobsModule: ServerModule = {
  name: "jobs",
};
