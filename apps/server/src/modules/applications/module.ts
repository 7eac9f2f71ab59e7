import type { ServerModule } from "../../server-module.ts";
import "./applications.refs.ts";
import "./application.schema.ts";
import "./evaluation.schema.ts";
import { applicationsDemo } from "./applications.demo.ts";
import { roundMailJob } from "./round-mail.job.ts";
import "./invitations.schema.ts";
import { applicationMeetingDoneJob } from "./meeting-round.job.ts";

/** Registers the module with the server; its GraphQL types register on import above. */
export const applicationsModule: ServerModule = {
  name: "applications",
  demo: applicationsDemo,
  jobs: [roundMailJob, applicationMeetingDoneJob],
};
