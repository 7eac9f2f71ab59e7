import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { incubators } from "../incubator/incubator.tables.ts";
import { startups } from "../startups/startups.tables.ts";
import { users } from "../users/users.tables.ts";

export type MeetingStatus = "confirmed" | "pending" | "cancelled";
/**
 * What a meeting belongs to besides its people (spec-1 §3 contextType): a one-to-one event,
 * or an application's review meeting (a meeting round; decision 051).
 */
export type MeetingContextType = "IncubatorEvent" | "Application";

/** A booked meeting (a calendar event). Its ICS keeps one UID; SEQUENCE rises on each change. */
export const meetings = pgTable(
  "meetings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    incubatorId: uuid("incubator_id")
      .notNull()
      .references(() => incubators.id, { onDelete: "cascade" }),
    organizerId: uuid("organizer_id")
      .notNull()
      .references(() => users.id),
    bookerId: uuid("booker_id")
      .notNull()
      .references(() => users.id),
    startupId: uuid("startup_id").references(() => startups.id, { onDelete: "set null" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    status: text("status").$type<MeetingStatus>().notNull().default("confirmed"),
    summary: text("summary").notNull(),
    description: text("description"),
    location: text("location"),
    /** A conferencing address (an https Zoom or Teams link, packages/domain meeting-links). */
    locationLink: text("location_link"),
    /** The incubator event a one-to-one booking belongs to, or the application of a review meeting (no foreign key: their modules own them). */
    contextType: text("context_type").$type<MeetingContextType>(),
    contextId: uuid("context_id"),
    uid: text("uid").notNull().unique(),
    sequence: integer("sequence").notNull().default(0),
    /** Minutes debited from the startup's connections with the hosts (given back on cancel). */
    debitedMinutes: integer("debited_minutes").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("meetings_incubator_idx").on(t.incubatorId, t.startsAt),
    index("meetings_context_idx").on(t.incubatorId, t.contextType, t.contextId),
    check("meetings_range", sql`${t.startsAt} < ${t.endsAt}`),
    check("meetings_context", sql`(${t.contextType} IS NULL) = (${t.contextId} IS NULL)`),
  ],
);

/**
 * Who is in a meeting: its hosts (whose time it takes) and the booker. The database refuses
 * two live meetings of one host that overlap (an exclusion constraint on host + time,
 * added by the migration), so concurrent bookings of one slot make exactly one meeting.
 */
export const meetingAttendees = pgTable(
  "meeting_attendees",
  {
    incubatorId: uuid("incubator_id")
      .notNull()
      .references(() => incubators.id, { onDelete: "cascade" }),
    meetingId: uuid("meeting_id")
      .notNull()
      .references(() => meetings.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    isHost: boolean("is_host").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    active: boolean("active").notNull().default(true),
  },
  (t) => [index("meeting_attendees_user_idx").on(t.incubatorId, t.userId, t.startsAt)],
);
