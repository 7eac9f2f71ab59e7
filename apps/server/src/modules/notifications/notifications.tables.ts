import { sql } from "drizzle-orm";
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { incubators } from "../incubator/incubator.tables.ts";
import { users } from "../users/users.tables.ts";

/**
 * In-app notifications: made by the modules through this module's `notify`, shown in the
 * top bar's panel, and mailed in the user's digest while unread (docs/notifications.md).
 */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    incubatorId: uuid("incubator_id")
      .notNull()
      .references(() => incubators.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    isRead: boolean("is_read").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Shown in the panel (the user's in-app channel for its type was on). */
    inApp: boolean("in_app").notNull().default(true),
    /** Waiting for the user's e-mail digest (their e-mail channel was on); cleared when read or mailed. */
    emailPending: boolean("email_pending").notNull().default(false),
  },
  (t) => [
    // The panel's page and the unseen count: one range of this index each (newest first).
    index("notifications_panel_idx")
      .on(t.incubatorId, t.userId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.inApp}`),
    index("notifications_digest_idx").on(t.incubatorId, t.userId).where(sql`${t.emailPending}`),
  ],
);

/** Each user's panel and digest settings: when they last opened the panel, how often they get mail. */
export const notificationSettings = pgTable(
  "notification_settings",
  {
    incubatorId: uuid("incubator_id")
      .notNull()
      .references(() => incubators.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }),
    digestFrequency: text("digest_frequency").notNull().default("DAILY"),
    lastDigestAt: timestamp("last_digest_at", { withTimezone: true }),
    /** The web app's address as this user reaches it (a request's origin): the digest's links start with it. */
    webOrigin: text("web_origin"),
  },
  (t) => [index("notification_settings_incubator_idx").on(t.incubatorId)],
);

/** A user's type × channel grid: a row only where they changed the default (both channels on). */
export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    incubatorId: uuid("incubator_id")
      .notNull()
      .references(() => incubators.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    inApp: boolean("in_app").notNull().default(true),
    email: boolean("email").notNull().default(true),
  },
  (t) => [uniqueIndex("notification_preferences_user_type_idx").on(t.incubatorId, t.userId, t.type)],
);
