import type { FormDefinition, FormKind } from "@launchpad/domain/forms";
import { sql } from "drizzle-orm";
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { incubators } from "../incubator/incubator.tables.ts";
import { users } from "../users/users.tables.ts";

/**
 * The forms module's tables (issue 16, docs/forms.md, decision 037). A form has numbered
 * versions; a published version never changes (the repository refuses, and a trigger of
 * migration `forms_rls` too); at most one draft version per form. A response records the
 * version it answered; its answers are stored one row per question. Only this module
 * queries them (decision 008).
 */
export type FormStatus = "draft" | "published" | "archived";
export type FormVersionStatus = "draft" | "published";
export type FormResponseStatus = "draft" | "submitted";
export type SubjectType = "user" | "startup" | "application";

const tenant = () =>
  uuid("incubator_id")
    .notNull()
    .references(() => incubators.id, { onDelete: "cascade" });

export const forms = pgTable(
  "forms",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    incubatorId: tenant(),
    kind: text("kind").$type<FormKind>().notNull(),
    status: text("status").$type<FormStatus>().notNull().default("draft"),
    /** The public preview's address (/share/forms/:uuid): random, never the id. */
    shareUuid: uuid("share_uuid").notNull().defaultRandom(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("forms_share_uuid_idx").on(t.shareUuid),
    index("forms_kind_idx").on(t.incubatorId, t.kind),
  ],
);

export const formVersions = pgTable(
  "form_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    incubatorId: tenant(),
    formId: uuid("form_id")
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    status: text("status").$type<FormVersionStatus>().notNull().default("draft"),
    definition: jsonb("definition").$type<FormDefinition>().notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("form_versions_number_idx").on(t.formId, t.number),
    uniqueIndex("form_versions_one_draft_idx").on(t.formId).where(sql`${t.status} = 'draft'`),
  ],
);

export const formResponses = pgTable(
  "form_responses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    incubatorId: tenant(),
    formId: uuid("form_id")
      .notNull()
      .references(() => forms.id, { onDelete: "cascade" }),
    versionId: uuid("version_id")
      .notNull()
      .references(() => formVersions.id, { onDelete: "restrict" }),
    respondentId: uuid("respondent_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    subjectType: text("subject_type").$type<SubjectType>(),
    subjectId: uuid("subject_id"),
    status: text("status").$type<FormResponseStatus>().notNull().default("draft"),
    score: doublePrecision("score"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
  },
  (t) => [
    // One response per respondent, form and subject (decision 037): no subject counts as one subject.
    uniqueIndex("form_responses_one_idx").on(
      t.formId,
      t.respondentId,
      sql`coalesce(${t.subjectId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
    ),
    index("form_responses_version_idx").on(t.versionId, t.status),
  ],
);

export const formAnswers = pgTable(
  "form_answers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    incubatorId: tenant(),
    responseId: uuid("response_id")
      .notNull()
      .references(() => formResponses.id, { onDelete: "cascade" }),
    questionId: text("question_id").notNull(),
    textValue: text("text_value"),
    numberValue: doublePrecision("number_value"),
    arrayValue: jsonb("array_value").$type<unknown[]>(),
  },
  (t) => [uniqueIndex("form_answers_question_idx").on(t.responseId, t.questionId)],
);

export type FormRow = typeof forms.$inferSelect;
export type FormVersionRow = typeof formVersions.$inferSelect;
export type FormResponseRow = typeof formResponses.$inferSelect;
export type FormAnswerRow = typeof formAnswers.$inferSelect;
