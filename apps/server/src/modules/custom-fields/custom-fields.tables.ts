import type { CustomFieldType, LocalizedText, QuestionOption, Validations } from "@launchpad/domain/forms";
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

/**
 * The custom-fields module's tables (issue 16, docs/custom-fields.md): an organisation's
 * typed fields for users and startups, and each user's or startup's value of each field.
 * A value's `entity_id` is a user's or a startup's id (the field's entity says which), so it
 * has no foreign key: the value of a deleted user or startup is never read again (every read
 * goes through a user or startup that exists). Only this module queries these tables.
 */
export type CustomFieldEntity = "user" | "startup";

export const customFields = pgTable(
  "custom_fields",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    incubatorId: uuid("incubator_id")
      .notNull()
      .references(() => incubators.id, { onDelete: "cascade" }),
    entity: text("entity").$type<CustomFieldEntity>().notNull(),
    /** Stable machine name, unique per entity (lower case letters, digits, _). */
    key: text("key").notNull(),
    fieldType: text("field_type").$type<CustomFieldType>().notNull(),
    label: jsonb("label").$type<LocalizedText>().notNull(),
    description: jsonb("description").$type<LocalizedText>(),
    options: jsonb("options").$type<QuestionOption[]>(),
    validations: jsonb("validations").$type<Validations>(),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("custom_fields_key_idx").on(t.incubatorId, t.entity, sql`lower(${t.key})`),
    index("custom_fields_entity_idx").on(t.incubatorId, t.entity, t.position),
  ],
);

export const customFieldValues = pgTable(
  "custom_field_values",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    incubatorId: uuid("incubator_id")
      .notNull()
      .references(() => incubators.id, { onDelete: "cascade" }),
    fieldId: uuid("field_id")
      .notNull()
      .references(() => customFields.id, { onDelete: "cascade" }),
    /** The user's or the startup's id, as the field's entity says. */
    entityId: uuid("entity_id").notNull(),
    textValue: text("text_value"),
    numberValue: doublePrecision("number_value"),
    arrayValue: jsonb("array_value").$type<unknown[]>(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("custom_field_values_field_entity_idx").on(t.fieldId, t.entityId),
    index("custom_field_values_entity_idx").on(t.incubatorId, t.entityId),
  ],
);

export type CustomFieldRow = typeof customFields.$inferSelect;
export type CustomFieldValueRow = typeof customFieldValues.$inferSelect;
