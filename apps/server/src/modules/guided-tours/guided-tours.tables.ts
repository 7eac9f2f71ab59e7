import type { GuidedTourName, GuidedTourStatus } from "@launchpad/domain/guided-tours";
import { sql } from "drizzle-orm";
import { check, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { incubators } from "../incubator/incubator.tables.ts";
import { users } from "../users/users.tables.ts";

/**
 * One user's status of one guided tour (decision 020). A row is written the first time the
 * user opens a page of the tour (AVAILABLE), and changes once, to COMPLETED; no row yet reads
 * as AVAILABLE.
 */
export const guidedTours = pgTable(
  "guided_tours",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    incubatorId: uuid("incubator_id")
      .notNull()
      .references(() => incubators.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").$type<GuidedTourName>().notNull(),
    status: text("status").$type<GuidedTourStatus>().notNull().default("AVAILABLE"),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("guided_tours_user_name").on(t.userId, t.name),
    check("guided_tours_name", sql`${t.name} in ('PROFILE', 'CALENDAR', 'AVAILABILITIES', 'EVENTS')`),
    check("guided_tours_status", sql`${t.status} in ('AVAILABLE', 'COMPLETED')`),
  ],
);
