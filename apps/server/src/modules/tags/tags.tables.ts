import type { TagKind } from "@launchpad/domain/tags";
import { sql } from "drizzle-orm";
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { incubators } from "../incubator/incubator.tables.ts";
import { startups } from "../startups/startups.tables.ts";
import { users } from "../users/users.tables.ts";

/**
 * The tags module's tables (issue 15, docs/tags.md): an organisation's tags, one list per
 * kind, and its industries; which users and startups carry them. Other modules attach tags
 * in their own join tables (events: `incubator_event_tags`, FK to `tags.id` ON DELETE
 * CASCADE) and report their use counts through `ServerModule.tagUses`. Only this module
 * queries these tables (decision 008).
 */

export const tags = pgTable(
  "tags",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    incubatorId: uuid("incubator_id")
      .notNull()
      .references(() => incubators.id, { onDelete: "cascade" }),
    kind: text("kind").$type<TagKind>().notNull(),
    name: text("name").notNull(),
    /** #rrggbb, lower case. */
    color: text("color").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("tags_name_idx").on(t.incubatorId, t.kind, sql`lower(${t.name})`)],
);

export const industries = pgTable(
  "industries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    incubatorId: uuid("incubator_id")
      .notNull()
      .references(() => incubators.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("industries_name_idx").on(t.incubatorId, sql`lower(${t.name})`)],
);

const tenant = () =>
  uuid("incubator_id")
    .notNull()
    .references(() => incubators.id, { onDelete: "cascade" });
const tagRef = () =>
  uuid("tag_id")
    .notNull()
    .references(() => tags.id, { onDelete: "cascade" });
const industryRef = () =>
  uuid("industry_id")
    .notNull()
    .references(() => industries.id, { onDelete: "cascade" });
const userRef = () =>
  uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });
const startupRef = () =>
  uuid("startup_id")
    .notNull()
    .references(() => startups.id, { onDelete: "cascade" });

export const userTags = pgTable(
  "user_tags",
  { incubatorId: tenant(), userId: userRef(), tagId: tagRef() },
  (t) => [primaryKey({ columns: [t.userId, t.tagId] }), index("user_tags_tag_idx").on(t.tagId)],
);

export const startupTags = pgTable(
  "startup_tags",
  { incubatorId: tenant(), startupId: startupRef(), tagId: tagRef() },
  (t) => [primaryKey({ columns: [t.startupId, t.tagId] }), index("startup_tags_tag_idx").on(t.tagId)],
);

export const userIndustries = pgTable(
  "user_industries",
  { incubatorId: tenant(), userId: userRef(), industryId: industryRef() },
  (t) => [
    primaryKey({ columns: [t.userId, t.industryId] }),
    index("user_industries_industry_idx").on(t.industryId),
  ],
);

export const startupIndustries = pgTable(
  "startup_industries",
  { incubatorId: tenant(), startupId: startupRef(), industryId: industryRef() },
  (t) => [
    primaryKey({ columns: [t.startupId, t.industryId] }),
    index("startup_industries_industry_idx").on(t.industryId),
  ],
);

export type { TagKind };
export type TagRow = typeof tags.$inferSelect;
export type IndustryRow = typeof industries.$inferSelect;
