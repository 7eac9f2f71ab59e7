import type { TimelineEventType, TimelinePostKind } from "@launchpad/domain/startups";
import { sql } from "drizzle-orm";
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { incubators } from "../incubator/incubator.tables.ts";
import { startups } from "../startups/startups.tables.ts";
import { users } from "../users/users.tables.ts";

/**
 * The startup timeline (issue 18, spec-2 §3 "Timeline post kinds"): one row per post of any
 * kind. Event posts (updates and comments) use the columns; the other kinds, written by the
 * metrics, coaching and e-mail modules through the door's `addTimelinePost`, keep their
 * fields in `data`. Read newest first, paged on (created_at, id). Only this module queries it.
 */
export const timelinePosts = pgTable(
  "timeline_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    incubatorId: uuid("incubator_id")
      .notNull()
      .references(() => incubators.id, { onDelete: "cascade" }),
    startupId: uuid("startup_id")
      .notNull()
      .references(() => startups.id, { onDelete: "cascade" }),
    kind: text("kind").$type<TimelinePostKind>().notNull(),
    /** An Event post's type: update or comment (other kinds: null). */
    eventType: text("event_type").$type<TimelineEventType>(),
    message: text("message"),
    /** False: a private comment, shown to staff only (TIMELINE/CREATE_PRIVATE_COMMENT:VIEW to write). */
    isPublic: boolean("is_public").notNull().default(true),
    isPinned: boolean("is_pinned").notNull().default(false),
    isUpdate: boolean("is_update").notNull().default(false),
    attr1: text("attr1"),
    start: timestamp("start", { withTimezone: true }),
    end: timestamp("end", { withTimezone: true }),
    /** The fields of the other kinds (dueDate, data items, session, e-mail message …). */
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("timeline_posts_page_idx").on(t.incubatorId, t.startupId, t.createdAt.desc(), t.id.desc()),
    index("timeline_posts_author_idx").on(t.incubatorId, t.createdBy, t.createdAt.desc(), t.id.desc()),
    index("timeline_posts_pinned_idx").on(t.incubatorId, t.startupId).where(sql`${t.isPinned}`),
  ],
);
export type TimelinePostRow = typeof timelinePosts.$inferSelect;
