import type { ServerModule } from "../../server-module.ts";
import "./applications.refs.ts";
import "./application.schema.ts";
import "./applying.schema.ts";
import "./batch.schema.ts";
import "./dashboard.schema.ts";
import "./evaluation.schema.ts";
import "./export.schema.ts";
import "./funnels.schema.ts";
import "./invitations.schema.ts";
import "./leads.schema.ts";
import "./overview.schema.ts";
import "./startup-applications.schema.ts";
import { registerApplicationPdfRoute } from "./application-pdf.ts";
import { applicationsDemo } from "./applications.demo.ts";
import { funnelDeadlineJob } from "./deadline.job.ts";
import { exportApplicationsJob } from "./export.job.ts";
import { exportAttachmentReference } from "./export.service.ts";
import { applicationTagUses } from "./file.tag-uses.ts";
import { funnelsPlanUsage } from "./funnels.service.ts";
import { applicationMeetingDoneJob } from "./meeting-round.job.ts";
import { roundMailJob } from "./round-mail.job.ts";

/** Registers the module with the server; its GraphQL types register on import above. */
export const applicationsModule: ServerModule = {
  name: "applications",
  registerRoutes: registerApplicationPdfRoute,
  tagUses: applicationTagUses,
  demo: applicationsDemo,
  jobs: [roundMailJob, applicationMeetingDoneJob, funnelDeadlineJob, exportApplicationsJob],
  attachmentReferences: [exportAttachmentReference],
  planUsage: funnelsPlanUsage,
};
