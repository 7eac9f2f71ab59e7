/**
 * Every module's tables in one import, for tests that read across modules and for the seed.
 * The Drizzle client needs no table list, and drizzle-kit finds every `<domain>.tables.ts`
 * under modules by name (drizzle.config.ts): a new module need not add itself here.
 */

export * from "../../modules/account/account.tables.ts";
export * from "../../modules/applications/applications.tables.ts";
export * from "../../modules/auth/auth.tables.ts";
export * from "../../modules/availability/availability.tables.ts";
export * from "../../modules/booking/meetings.tables.ts";
export * from "../../modules/custom-fields/custom-fields.tables.ts";
export * from "../../modules/events/events.tables.ts";
export * from "../../modules/forms/forms.tables.ts";
export * from "../../modules/incubator/incubator.tables.ts";
export * from "../../modules/jobs/jobs.tables.ts";
export * from "../../modules/mail/mail.tables.ts";
export * from "../../modules/milestones/milestones.tables.ts";
export * from "../../modules/notifications/notifications.tables.ts";
export * from "../../modules/oidc/oidc.tables.ts";
export * from "../../modules/roles/roles.tables.ts";
export * from "../../modules/sessions/sessions.tables.ts";
export * from "../../modules/startup-documents/startup-documents.tables.ts";
export * from "../../modules/startup-export/startup-export.tables.ts";
export * from "../../modules/startups/startups.tables.ts";
export * from "../../modules/tags/tags.tables.ts";
export * from "../../modules/tasks/tasks.tables.ts";
export * from "../../modules/timeline/timeline.tables.ts";
export * from "../../modules/users/users.tables.ts";
