import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, unique, uuid } from "drizzle-orm/pg-core";
import { incubators } from "../incubator/incubator.tables.ts";
import { users } from "../users/users.tables.ts";

/**
 * A host's weekly hours: several ranges per weekday, in minutes from local midnight in
 * the host's own time zone (users.timezone). The booking issue adds overrides and busy time.
 */
export const weeklyAvailability = pgTable(
  "weekly_availability",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    incubatorId: uuid("incubator_id")
      .notNull()
      .references(() => incubators.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    weekday: integer("weekday").notNull(),
    startMinute: integer("start_minute").notNull(),
    endMinute: integer("end_minute").notNull(),
  },
  (t) => [
    index("weekly_availability_user_idx").on(t.incubatorId, t.userId),
    check("weekly_availability_weekday", sql`${t.weekday} between 0 and 6`),
    check(
      "weekly_availability_range",
      sql`0 <= ${t.startMinute} and ${t.startMinute} < ${t.endMinute} and ${t.endMinute} <= 1440`,
    ),
  ],
);

export type MinuteRange = { startMinute: number; endMinute: number };

/** A date on which a host keeps other hours (ranges) or is off (no ranges). */
export const availabilityOverrides = pgTable(
  "availability_overrides",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    incubatorId: uuid("incubator_id")
      .notNull()
      .references(() => incubators.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    date: date("date").notNull(),
    ranges: jsonb("ranges").$type<MinuteRange[]>().notNull().default([]),
  },
  (t) => [unique("availability_overrides_user_date").on(t.userId, t.date)],
);
