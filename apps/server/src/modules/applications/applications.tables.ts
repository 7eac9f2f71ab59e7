import type {
  ApplicationStatus,
  EmailTiming,
  FunnelType,
  LocalizedText,
  Reapply,
  RoundEmailKind,
  RoundMeeting,
  RoundType,
} from "@launchpad/domain/applications";
import { sql } from "drizzle-orm";
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { forms } from "../forms/forms.tables.ts";
import { incubators } from "../incubator/incubator.tables.ts";
import { roles } from "../roles/roles.tables.ts";
import { programs, startups } from "../startups/startups.tables.ts";
import { tags } from "../tags/tags.tables.ts";
import { users } from "../users/users.tables.ts";

/**
 * The applications module's tables (issue 17, docs/applications.md): funnels and their
 * rounds and round e-mails; applications, their path through the rounds, evaluators,
 * conflicts, comments, activity, e-mails, tags and meeting invitations. Only this module
 * queries them (decision 008). Answers are form responses of the forms module, with the
 * application as their subject (subject_type "application").
 */
const tenant = () =>
  uuid("incubator_id")
    .notNull()
    .references(() => incubators.id, { onDelete: "cascade" });
const created = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true });

export const funnels = pgTable(
  "funnels",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    incubatorId: tenant(),
    type: text("type").$type<FunnelType>().notNull(),
    /** The staff's name of the funnel. */
    name: text("name").notNull(),
    /** "You are applying for …" on the public page, per language. */
    displayName: jsonb("display_name").$type<LocalizedText>().notNull(),
    /** The public page's address: /apply/program/:slug (unique in the organisation). */
    slug: text("slug").notNull(),
    /** The form applicants fill first (kind intake); round 1 is its form round. */
    intakeFormId: uuid("intake_form_id").references(() => forms.id, { onDelete: "set null" }),
    /** After it, the funnel closes (a job) and its drafts are archived. */
    deadline: at("deadline"),
    closedAt: at("closed_at"),
    reapply: jsonb("reapply").$type<Reapply>().notNull().default({ rule: "never", cooldownDays: 0 }),
    /** Community funnels: the role an accepted applicant is given. */
    acceptedRoleId: uuid("accepted_role_id").references(() => roles.id, { onDelete: "set null" }),
    /** Open for applications (a draft funnel is not on the public page). */
    published: boolean("published").notNull().default(false),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: created(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("funnels_slug_idx").on(t.incubatorId, t.slug)],
);

/** The programmes an accepted application is enrolled into. */
export const funnelPrograms = pgTable(
  "funnel_programs",
  {
    incubatorId: tenant(),
    funnelId: uuid("funnel_id")
      .notNull()
      .references(() => funnels.id, { onDelete: "cascade" }),
    programId: uuid("program_id")
      .notNull()
      .references(() => programs.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.funnelId, t.programId] })],
);

/** The tags an accepted application gives (to the new startup, or to the community member). */
export const funnelTags = pgTable(
  "funnel_tags",
  {
    incubatorId: tenant(),
    funnelId: uuid("funnel_id")
      .notNull()
      .references(() => funnels.id, { onDelete: "cascade" }),
    tagId: uuid("tag_id")
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.funnelId, t.tagId] })],
);

/** Funnel admins keep their rights on the funnel without the permission keys (spec-2 §6). */
export const funnelAdmins = pgTable(
  "funnel_admins",
  {
    incubatorId: tenant(),
    funnelId: uuid("funnel_id")
      .notNull()
      .references(() => funnels.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.funnelId, t.userId] }), index("funnel_admins_user_idx").on(t.userId)],
);

export const funnelRounds = pgTable(
  "funnel_rounds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    incubatorId: tenant(),
    funnelId: uuid("funnel_id")
      .notNull()
      .references(() => funnels.id, { onDelete: "cascade" }),
    /** 1, 2, 3 … in order; the repository renumbers on reorder. */
    position: integer("position").notNull(),
    type: text("type").$type<RoundType>().notNull(),
    name: jsonb("name").$type<LocalizedText>().notNull(),
    formId: uuid("form_id").references(() => forms.id, { onDelete: "set null" }),
    blind: boolean("blind").notNull().default(false),
    evaluatorsPerApplication: integer("evaluators_per_application").notNull().default(2),
    meeting: jsonb("meeting").$type<RoundMeeting>(),
    createdAt: created(),
  },
  (t) => [index("funnel_rounds_funnel_idx").on(t.funnelId, t.position)],
);

export const roundEmails = pgTable(
  "round_emails",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    incubatorId: tenant(),
    roundId: uuid("round_id")
      .notNull()
      .references(() => funnelRounds.id, { onDelete: "cascade" }),
    kind: text("kind").$type<RoundEmailKind>().notNull(),
    /** Rejection e-mails: the reason staff pick in the reject dialog. */
    reason: jsonb("reason").$type<LocalizedText>(),
    /** Liquid templates per language (merge tags of MERGE_TAGS). */
    subject: jsonb("subject").$type<LocalizedText>().notNull(),
    body: jsonb("body").$type<LocalizedText>().notNull(),
    timing: text("timing").$type<EmailTiming>().notNull().default("now"),
    delayHours: integer("delay_hours").notNull().default(0),
    createdAt: created(),
  },
  (t) => [index("round_emails_round_idx").on(t.roundId, t.kind)],
);

export const applications = pgTable(
  "applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    incubatorId: tenant(),
    funnelId: uuid("funnel_id")
      .notNull()
      .references(() => funnels.id, { onDelete: "cascade" }),
    applicantId: uuid("applicant_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The current round (null only while the funnel has no round). */
    roundId: uuid("round_id").references(() => funnelRounds.id, { onDelete: "set null" }),
    status: text("status").$type<ApplicationStatus>().notNull().default("draft"),
    /** Startup funnels: the startup's name as the applicant gave it (the startup made on acceptance). */
    startupName: text("startup_name"),
    /** The rejection e-mail (its reason) chosen when rejected. */
    rejectionEmailId: uuid("rejection_email_id").references(() => roundEmails.id, { onDelete: "set null" }),
    /** Set when the funnel's deadline passed while it was a draft. */
    archivedAt: at("archived_at"),
    submittedAt: at("submitted_at"),
    decidedAt: at("decided_at"),
    /** On final acceptance in a startup funnel: the startup made. */
    startupId: uuid("startup_id").references(() => startups.id, { onDelete: "set null" }),
    /** Kept up to date when an evaluation is submitted or wiped (the overview filters and sorts on them). */
    averageScore: doublePrecision("average_score"),
    normalisedScore: doublePrecision("normalised_score"),
    evaluationCount: integer("evaluation_count").notNull().default(0),
    createdAt: created(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("applications_overview_idx").on(t.incubatorId, t.funnelId, t.status, t.createdAt, t.id),
    index("applications_round_idx").on(t.incubatorId, t.roundId, t.status),
    index("applications_created_idx").on(t.incubatorId, t.createdAt, t.id),
    index("applications_applicant_idx").on(t.applicantId),
    // One open application per applicant and funnel (re-apply rules decide about closed ones).
    uniqueIndex("applications_one_open_idx")
      .on(t.funnelId, t.applicantId)
      .where(sql`${t.status} not in ('accepted', 'rejected', 'delay_rejected') and ${t.archivedAt} is null`),
  ],
);

/** An application's path through the rounds: when it entered and left each, and how. */
export const applicationRounds = pgTable(
  "application_rounds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    incubatorId: tenant(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    roundId: uuid("round_id")
      .notNull()
      .references(() => funnelRounds.id, { onDelete: "cascade" }),
    enteredAt: at("entered_at").notNull().defaultNow(),
    leftAt: at("left_at"),
    /** How it left: accepted (to the next round or enrolled), rejected, moved (by staff), reset. */
    outcome: text("outcome").$type<"accepted" | "rejected" | "moved" | "reset">(),
    decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [index("application_rounds_app_idx").on(t.applicationId, t.enteredAt)],
);

/** Evaluators assigned to an application in an evaluation round, and their evaluation. */
export const applicationEvaluators = pgTable(
  "application_evaluators",
  {
    incubatorId: tenant(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    roundId: uuid("round_id")
      .notNull()
      .references(() => funnelRounds.id, { onDelete: "cascade" }),
    evaluatorId: uuid("evaluator_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    assignedBy: uuid("assigned_by").references(() => users.id, { onDelete: "set null" }),
    assignedAt: at("assigned_at").notNull().defaultNow(),
    /** Set when the evaluator submits (their form response's score copied here). */
    submittedAt: at("submitted_at"),
    score: doublePrecision("score"),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.roundId, t.evaluatorId] }),
    index("application_evaluators_evaluator_idx").on(t.incubatorId, t.evaluatorId, t.submittedAt),
  ],
);

/** A declared conflict of interest: the evaluator is removed and never assigned again to it. */
export const applicationConflicts = pgTable(
  "application_conflicts",
  {
    incubatorId: tenant(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    evaluatorId: uuid("evaluator_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason"),
    declaredAt: at("declared_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.evaluatorId] })],
);

export const applicationComments = pgTable(
  "application_comments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    incubatorId: tenant(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    roundId: uuid("round_id").references(() => funnelRounds.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    /** A reviewer's comment that may go out with the decision e-mail ({{ reviewerComments }}). */
    forApplicant: boolean("for_applicant").notNull().default(false),
    createdAt: created(),
  },
  (t) => [index("application_comments_app_idx").on(t.applicationId, t.createdAt)],
);

/** What happened to an application, newest first in its file (kind + values for the message). */
export const applicationActivities = pgTable(
  "application_activities",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    incubatorId: tenant(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    kind: text("kind").notNull(),
    values: jsonb("values").$type<Record<string, string | number | null>>().notNull().default({}),
    createdAt: created(),
  },
  (t) => [index("application_activities_app_idx").on(t.applicationId, t.createdAt)],
);

/** The e-mails sent (or scheduled) about an application: the round e-mail and what went out. */
export const applicationEmails = pgTable(
  "application_emails",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    incubatorId: tenant(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    roundEmailId: uuid("round_email_id").references(() => roundEmails.id, { onDelete: "set null" }),
    kind: text("kind").$type<RoundEmailKind>().notNull(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    /** When it goes out (scheduled) and when it went (null while scheduled; cancelled: never). */
    scheduledFor: at("scheduled_for").notNull(),
    sentAt: at("sent_at"),
    cancelledAt: at("cancelled_at"),
    createdAt: created(),
  },
  (t) => [index("application_emails_app_idx").on(t.applicationId, t.createdAt)],
);

export const applicationTags = pgTable(
  "application_tags",
  {
    incubatorId: tenant(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    tagId: uuid("tag_id")
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.tagId] }), index("application_tags_tag_idx").on(t.tagId)],
);

/**
 * A meeting round's invitation (spec-2 §3 Application review meeting). The booking module
 * records the booked meeting here through this module's door (booking → applications, one
 * way): meeting_id has no foreign key, as the meetings table is booking's.
 */
export type InvitationStatus = "sent" | "booked" | "cancelled" | "done";
export const applicationMeetingInvitations = pgTable(
  "application_meeting_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    incubatorId: tenant(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    roundId: uuid("round_id")
      .notNull()
      .references(() => funnelRounds.id, { onDelete: "cascade" }),
    status: text("status").$type<InvitationStatus>().notNull().default("sent"),
    sentAt: at("sent_at").notNull().defaultNow(),
    meetingId: uuid("meeting_id"),
    meetingAt: at("meeting_at"),
    meetingBookedAt: at("meeting_booked_at"),
    meetingOrganizerId: uuid("meeting_organizer_id").references(() => users.id, { onDelete: "set null" }),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("application_invitations_app_idx").on(t.applicationId, t.roundId),
    index("application_invitations_meeting_idx").on(t.meetingId),
  ],
);

export type FunnelRow = typeof funnels.$inferSelect;
export type FunnelRoundRow = typeof funnelRounds.$inferSelect;
export type RoundEmailRow = typeof roundEmails.$inferSelect;
export type ApplicationRow = typeof applications.$inferSelect;
export type ApplicationRoundRow = typeof applicationRounds.$inferSelect;
export type ApplicationEvaluatorRow = typeof applicationEvaluators.$inferSelect;
export type ApplicationCommentRow = typeof applicationComments.$inferSelect;
export type ApplicationActivityRow = typeof applicationActivities.$inferSelect;
export type ApplicationEmailRow = typeof applicationEmails.$inferSelect;
export type MeetingInvitationRow = typeof applicationMeetingInvitations.$inferSelect;

/** An Excel export of applications (the bulk export plan feature), made by a job. */
export type ExportStatus = "queued" | "running" | "done" | "failed";
export const applicationExports = pgTable(
  "application_exports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    incubatorId: tenant(),
    requestedBy: uuid("requested_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").$type<ExportStatus>().notNull().default("queued"),
    /** The overview's filter at the time of the request. */
    filter: jsonb("filter").$type<Record<string, unknown>>().notNull().default({}),
    /** The file, once made (an attachment of the attachments module). */
    attachmentId: uuid("attachment_id"),
    rowCount: integer("row_count"),
    error: text("error"),
    createdAt: created(),
    finishedAt: at("finished_at"),
  },
  (t) => [index("application_exports_user_idx").on(t.incubatorId, t.requestedBy, t.createdAt)],
);
export type ApplicationExportRow = typeof applicationExports.$inferSelect;
