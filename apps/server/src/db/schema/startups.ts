import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { incubators } from "./incubators.ts";
import { users } from "./users.ts";

export const startups = pgTable(
  "startups",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    incubatorId: uuid("incubator_id")
      .notNull()
      .references(() => incubators.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    website: text("website"),
    logo: text("logo"),
    initialCategorizationComplete: boolean("initial_categorization_complete").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("startups_incubator_idx").on(t.incubatorId)],
);

/** The people of a startup (its cofounders). */
export const startupMembers = pgTable(
  "startup_members",
  {
    incubatorId: uuid("incubator_id")
      .notNull()
      .references(() => incubators.id, { onDelete: "cascade" }),
    startupId: uuid("startup_id")
      .notNull()
      .references(() => startups.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.startupId, t.userId] }), index("startup_members_user_idx").on(t.userId)],
);

export type StartupRow = typeof startups.$inferSelect;
