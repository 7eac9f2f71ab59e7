import type { UserStatus } from "@launchpad/domain";
import { sql } from "drizzle-orm";
import {
  boolean,
  date,
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
import { roles } from "../roles/roles.tables.ts";

export type CoachingMeetingSettings = {
  enabled: boolean;
  availableDurationsInMins: number[];
  defaultMeetingLocation: string | null;
  timeslotIncrement: number | null;
  minimumNoticeHours: number;
};
export type SocialInfo = { facebook?: string; linkedin?: string; angellist?: string; twitter?: string };

/**
 * A user belongs to exactly one incubator: the same e-mail in two incubators is two
 * accounts. E-mails are stored lower-cased; uniqueness is per incubator.
 */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    incubatorId: uuid("incubator_id")
      .notNull()
      .references(() => incubators.id, { onDelete: "cascade" }),
    roleId: uuid("role_id")
      .notNull()
      .references(() => roles.id),
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    phone: text("phone"),
    headline: text("headline"),
    bio: text("bio"),
    wordFrom: text("word_from"),
    avatar: text("avatar"),
    cover: text("cover"),
    gender: text("gender"),
    birthday: date("birthday"),
    country: text("country"),
    countryOrigin: text("country_origin"),
    timezone: text("timezone").notNull().default("UTC"),
    language: text("language").notNull().default("en"),
    status: text("status").$type<UserStatus>().notNull().default("pending"),
    validated: boolean("validated").notNull().default(false),
    adminValidated: boolean("admin_validated").notNull().default(false),
    workStatus: text("work_status"),
    isLead: boolean("is_lead").notNull().default(false),
    expertise: jsonb("expertise").$type<{ name: string; level: number }[]>().notNull().default([]),
    chatNotification: boolean("chat_notification").notNull().default(true),
    linkedCalendar: jsonb("linked_calendar").$type<Record<string, unknown> | null>(),
    conferenceDataIntegration: jsonb("conference_data_integration").$type<Record<string, unknown> | null>(),
    integratedVideoProviders: text("integrated_video_providers").array().notNull().default([]),
    locations: jsonb("locations").$type<string[]>().notNull().default([]),
    info: jsonb("info").$type<SocialInfo>().notNull().default({}),
    coachingMeetingSettings: jsonb("coaching_meeting_settings").$type<CoachingMeetingSettings | null>(),
    /** An external calendar's ICS feed: its events block as busy time. */
    icsFeedUrl: text("ics_feed_url"),
    /** The feed's last load: OK or FAILING (with why), when, and how many busy events it had. */
    icsFeedStatus: text("ics_feed_status").$type<"OK" | "FAILING">(),
    icsFeedError: text("ics_feed_error"),
    icsFeedCheckedAt: timestamp("ics_feed_checked_at", { withTimezone: true }),
    icsFeedEventCount: integer("ics_feed_event_count"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_incubator_email_unique").on(t.incubatorId, sql`lower(${t.email})`),
    index("users_incubator_role_idx").on(t.incubatorId, t.roleId),
  ],
);

export type UserRow = typeof users.$inferSelect;
