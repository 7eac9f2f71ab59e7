/**
 * Every server module, one line each (docs/adding-a-module.md). Only this file imports a
 * module's module.ts; `server-modules.ts` reads the list.
 */
export { accountModule } from "./account/module.ts";
export { applicationsModule } from "./applications/module.ts";
export { attachmentsModule } from "./attachments/module.ts";
export { authModule } from "./auth/module.ts";
export { availabilityModule } from "./availability/module.ts";
export { batchOperationsModule } from "./batch-operations/module.ts";
export { bookingModule } from "./booking/module.ts";
export { calendarModule } from "./calendar/module.ts";
export { calendarFeedModule } from "./calendar-feed/module.ts";
export { customFieldsModule } from "./custom-fields/module.ts";
export { directoryModule } from "./directory/module.ts";
export { eventsModule } from "./events/module.ts";
export { featureFlagsModule } from "./feature-flags/module.ts";
export { formsModule } from "./forms/module.ts";
export { guidedToursModule } from "./guided-tours/module.ts";
export { incubatorModule } from "./incubator/module.ts";
export { jobsModule } from "./jobs/module.ts";
export { mailModule } from "./mail/module.ts";
export { milestonesModule } from "./milestones/module.ts";
export { notificationsModule } from "./notifications/module.ts";
export { oidcModule } from "./oidc/module.ts";
export { permissionsModule } from "./permissions/module.ts";
export { planModule } from "./plan/module.ts";
export { portfolioModule } from "./portfolio/module.ts";
export { programsModule } from "./programs/module.ts";
export { rolesModule } from "./roles/module.ts";
export { sessionsModule } from "./sessions/module.ts";
export { startupAdminModule } from "./startup-admin/module.ts";
export { startupDocumentsModule } from "./startup-documents/module.ts";
export { startupExportModule } from "./startup-export/module.ts";
export { startupsModule } from "./startups/module.ts";
export { tagsModule } from "./tags/module.ts";
export { tasksModule } from "./tasks/module.ts";
export { timelineModule } from "./timeline/module.ts";
export { userManagementModule } from "./user-management/module.ts";
export { usersModule } from "./users/module.ts";
