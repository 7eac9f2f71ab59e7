import { sql } from "drizzle-orm";
import {
  boolean,
  check,
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
import { incubators } from "../incubator/incubator.tables.ts";
import { tags } from "../tags/tags.tables.ts";
import { users } from "../users/users.tables.ts";

/**
 * The events module's tables (spec-2 §3 IncubatorEvent; docs/events.md, decisions 027–028).
 * Only this module queries them (decision 008). A group event (GROUP) is one session with
 * seats; a one-to-one event (ONE_ON_ONE) offers its hosts' slots inside its boundaries
 * (start_time/end_time), booked through the booking module (meeting_id on the attendee).
 */
export type EventType = "GROUP" | "ONE_ON_ONE";
export type EventStatus = "DRAFT" | "PUBLISHED" | "PENDING_HOST_AVAILABILITIES" | "ARCHIVED";
export type Recurrence = "DAILY" | "WEEKLY" | "MONTHLY" | "YEARLY";
export type PeriodUnit = "MINUTES" | "HOURS" | "DAYS" | "WEEKS";
export type AvailabilityMode = "PER_HOST" | "OVERLAPPING";
export type MeetingLinkProvider = "ZOOM" | "MICROSOFT_TEAMS";
export type AttendeeStatus = "REGISTERED" | "WAITLISTED" | "OFFERED" | "BOOKED" | "CANCELLED";
export type EventTagRole = "topic" | "tag";

/** Include / exclude lists of one visibility dimension (spec-2 §3 visibility). */
export type IsIsNot = { is: string[]; isNot: string[] };
export type EventVisibility = {
  userRoles: IsIsNot;
  userTags: IsIsNot;
  startupTags: IsIsNot;
  startupPrograms: IsIsNot;
};

export const incubatorEvents = pgTable(
  "incubator_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    incubatorId: uuid("incubator_id")
      .notNull()
      .references(() => incubators.id, { onDelete: "cascade" }),
    eventType: text("event_type").$type<EventType>().notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    status: text("status").$type<EventStatus>().notNull().default("DRAFT"),
    /** A group event's seats; null: no limit. */
    capacity: integer("capacity"),
    startTime: timestamp("start_time", { withTimezone: true }).notNull(),
    endTime: timestamp("end_time", { withTimezone: true }).notNull(),
    /** IANA zone the event was planned in (its times are instants; the zone is for display). */
    timezone: text("timezone").notNull().default("UTC"),
    locationText: text("location_text"),
    locationLink: text("location_link"),
    /** The meeting link's provider (packages/domain meeting-links), when there is a link. */
    locationProvider: text("location_provider").$type<MeetingLinkProvider>(),
    /** The cover image: an attachment (modules/attachments) claimed for IncubatorEventCover. */
    coverAttachmentId: uuid("cover_attachment_id"),
    createdById: uuid("created_by_id").references(() => users.id, { onDelete: "set null" }),
    /** A user who may edit and delete this event without EVENT:EDIT / EVENT:DELETE. */
    editPermissionUserId: uuid("edit_permission_user_id").references(() => users.id, {
      onDelete: "set null",
    }),
    visibility: jsonb("visibility").$type<EventVisibility>().notNull(),
    // One-to-one settings (spec-2 §3; spec-1 §4 "Incubator event as used by booking").
    durationMinutes: integer("duration_minutes"),
    timeslotIncrement: integer("timeslot_increment"),
    numberOfSessions: integer("number_of_sessions"),
    /** ISO dates (YYYY-MM-DD) the one-to-one is offered on; empty: every day of its boundaries. */
    oneOnOneDates: jsonb("one_on_one_dates").$type<string[]>().notNull().default([]),
    availabilityMethod: text("availability_method"),
    availabilityType: text("availability_type"),
    availabilityMode: text("availability_mode").$type<AvailabilityMode>(),
    calendarHostId: uuid("calendar_host_id").references(() => users.id, { onDelete: "set null" }),
    ignoreHostsLinkedCalendar: boolean("ignore_hosts_linked_calendar").notNull().default(false),
    ignoreHourAllocation: boolean("ignore_hour_allocation").notNull().default(false),
    // Registration notice period: registration closes periodValue periodUnit before the start.
    hasNoticePeriod: boolean("has_notice_period").notNull().default(false),
    noticePeriodValue: integer("notice_period_value"),
    noticePeriodUnit: text("notice_period_unit").$type<PeriodUnit>(),
    /** Hours a waitlisted user has to accept a freed seat. */
    waitlistOfferHours: integer("waitlist_offer_hours").notNull().default(24),
    /** Recurrence (decision 028): the series' first event holds the rule; occurrences point to it. */
    recurrence: text("recurrence").$type<Recurrence>(),
    recurrenceCount: integer("recurrence_count"),
    seriesId: uuid("series_id"),
    /** When the event was first published (its audience is notified once). */
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("incubator_events_start_idx").on(t.incubatorId, t.startTime, t.id),
    index("incubator_events_series_idx").on(t.incubatorId, t.seriesId),
    check("incubator_events_range", sql`${t.startTime} < ${t.endTime}`),
    check("incubator_events_capacity", sql`${t.capacity} IS NULL OR ${t.capacity} > 0`),
  ],
);

/** A one-to-one event's hosts (or a group event's speakers), in the order given. */
export const incubatorEventHosts = pgTable(
  "incubator_event_hosts",
  {
    incubatorId: uuid("incubator_id")
      .notNull()
      .references(() => incubators.id, { onDelete: "cascade" }),
    eventId: uuid("event_id")
      .notNull()
      .references(() => incubatorEvents.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    index("incubator_event_hosts_user_idx").on(t.incubatorId, t.userId),
  ],
);

/** An event's topics ('topic' tags) and tags ('event' tags), from modules/tags. */
export const incubatorEventTags = pgTable(
  "incubator_event_tags",
  {
    incubatorId: uuid("incubator_id")
      .notNull()
      .references(() => incubators.id, { onDelete: "cascade" }),
    eventId: uuid("event_id")
      .notNull()
      .references(() => incubatorEvents.id, { onDelete: "cascade" }),
    tagId: uuid("tag_id")
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
    role: text("role").$type<EventTagRole>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.tagId] }),
    index("incubator_event_tags_tag_idx").on(t.incubatorId, t.tagId),
  ],
);

/**
 * Who takes part: a group event's registrations and waitlist (WAITLISTED, then OFFERED with
 * an expiry), and a one-to-one event's bookings (BOOKED, with the booking's meeting id).
 * A user holds at most one live registration of a group event (the partial unique index).
 */
export const incubatorEventAttendees = pgTable(
  "incubator_event_attendees",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    incubatorId: uuid("incubator_id")
      .notNull()
      .references(() => incubators.id, { onDelete: "cascade" }),
    eventId: uuid("event_id")
      .notNull()
      .references(() => incubatorEvents.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").$type<AttendeeStatus>().notNull(),
    registrationTime: timestamp("registration_time", { withTimezone: true }).notNull().defaultNow(),
    /** When the user joined the waitlist (its order). */
    waitlistedAt: timestamp("waitlisted_at", { withTimezone: true }),
    offerExpiresAt: timestamp("offer_expires_at", { withTimezone: true }),
    /** A one-to-one booking's meeting (modules/booking); no foreign key: booking depends on events. */
    meetingId: uuid("meeting_id"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("incubator_event_attendees_live_idx")
      .on(t.eventId, t.userId)
      .where(sql`${t.status} IN ('REGISTERED', 'WAITLISTED', 'OFFERED')`),
    uniqueIndex("incubator_event_attendees_meeting_idx")
      .on(t.meetingId)
      .where(sql`${t.meetingId} IS NOT NULL`),
    index("incubator_event_attendees_event_idx").on(t.incubatorId, t.eventId, t.status),
    index("incubator_event_attendees_user_idx").on(t.incubatorId, t.userId, t.status),
    index("incubator_event_attendees_offer_idx").on(t.incubatorId, t.offerExpiresAt),
  ],
);

export type IncubatorEventRow = typeof incubatorEvents.$inferSelect;
export type EventAttendeeRow = typeof incubatorEventAttendees.$inferSelect;
