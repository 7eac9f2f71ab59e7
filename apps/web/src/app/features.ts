import { accountDeletionFeature } from "../features/account-deletion/feature.ts";
import { adminRolesFeature } from "../features/admin-roles/feature.ts";
import { adminSettingsFeature } from "../features/admin-settings/feature.ts";
import { adminStartupsFeature } from "../features/admin-startups/feature.ts";
import { applicationDashboardFeature } from "../features/application-dashboard/feature.ts";
import { applicationFileFeature } from "../features/application-file/feature.ts";
import { applicationMeetingsFeature } from "../features/application-meetings/feature.ts";
import { applicationOverviewFeature } from "../features/application-overview/feature.ts";
import { applicationsFeature } from "../features/applications/feature.ts";
import { authFeature } from "../features/auth/feature.ts";
import { availabilityFeature } from "../features/availability/feature.ts";
import { bookingFeature } from "../features/booking/feature.ts";
import { calendarFeature } from "../features/calendar/feature.ts";
import { communityFeature } from "../features/community/feature.ts";
import { customFieldsFeature } from "../features/custom-fields/feature.ts";
import { docsSearchFeature } from "../features/docs-search/feature.ts";
import { errorsFeature } from "../features/errors/feature.ts";
import { evaluationsFeature } from "../features/evaluations/feature.ts";
import { eventsFeature } from "../features/events/feature.ts";
import { formBuilderFeature } from "../features/form-builder/feature.ts";
import { formFillFeature } from "../features/form-fill/feature.ts";
import { funnelsFeature } from "../features/funnels/feature.ts";
import { jobsFeature } from "../features/jobs/feature.ts";
import { leadsFeature } from "../features/leads/feature.ts";
import { milestonesFeature } from "../features/milestones/feature.ts";
import type { WebFeature } from "../features/navigation/index.ts";
import { notificationsFeature } from "../features/notifications/feature.ts";
import { portfolioFeature } from "../features/portfolio/feature.ts";
import { profileImagesFeature } from "../features/profile-images/feature.ts";
import { programsFeature } from "../features/programs/feature.ts";
import { roleNamesFeature } from "../features/role-names/feature.ts";
import { startupApplicationsFeature } from "../features/startup-applications/feature.ts";
import { startupDocumentsFeature } from "../features/startup-documents/feature.ts";
import { startupExportFeature } from "../features/startup-export/feature.ts";
import { startupFileFeature } from "../features/startup-file/feature.ts";
import { startupTimelineFeature } from "../features/startup-timeline/feature.ts";
import { tagsFeature } from "../features/tags/feature.ts";
import { tasksFeature } from "../features/tasks/feature.ts";
import { toursFeature } from "../features/tours/feature.ts";
import { unavailableFeature } from "../features/unavailable/feature.ts";
import { uploadsFeature } from "../features/uploads/feature.ts";
import { userManagementFeature } from "../features/user-management/feature.ts";

/**
 * The web app's features: each brings its routes, menu entries and messages from its own
 * `features/<name>/feature.ts` (docs/adding-a-module.md). Adding a feature adds one line here;
 * app/routes.tsx, app/menu.ts and app/messages.ts gather them.
 */
export const FEATURES: readonly WebFeature[] = [
  authFeature,
  errorsFeature,
  portfolioFeature,
  eventsFeature,
  applicationsFeature,
  applicationOverviewFeature,
  funnelsFeature,
  applicationMeetingsFeature,
  applicationDashboardFeature,
  leadsFeature,
  applicationFileFeature,
  evaluationsFeature,
  communityFeature,
  bookingFeature,
  availabilityFeature,
  calendarFeature,
  startupFileFeature,
  startupTimelineFeature,
  startupDocumentsFeature,
  milestonesFeature,
  startupExportFeature,
  startupApplicationsFeature,
  adminStartupsFeature,
  programsFeature,
  tasksFeature,
  tagsFeature,
  customFieldsFeature,
  accountDeletionFeature,
  profileImagesFeature,
  uploadsFeature,
  docsSearchFeature,
  userManagementFeature,
  adminSettingsFeature,
  adminRolesFeature,
  jobsFeature,
  formFillFeature,
  formBuilderFeature,
  unavailableFeature,
  roleNamesFeature,
  toursFeature,
  notificationsFeature,
];
