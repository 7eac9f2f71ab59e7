import type { ServerModule } from "../../server-module.ts";
import { notificationDigestJob, notificationDigestSweepJob } from "./digest.jobs.ts";
import { notificationsDemo } from "./notifications.demo.ts";
import "./notifications.schema.ts";

/** The notifications module: the panel's GraphQL, the type × channel grid and the e-mail digest. */
export const notificationsModule: ServerModule = {
  name: "notifications",
  jobs: [notificationDigestJob, notificationDigestSweepJob],
  demo: notificationsDemo,
};
