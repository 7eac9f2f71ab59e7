import type { ProgramMode, ProgramType } from "@launchpad/domain/startups";
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { incubators } from "../incubator/incubator.tables.ts";
import { users } from "../users/users.tables.ts";

/**
 * The startups module's tables: startups, their members (cofounders), the programmes and who
 * belongs to them, and the startups assigned to staff (ASSIGNED criteria, hours). Only this
 * module queries them; others ask its index (decision 008).
 */
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
    /** spec-2 §5: 1950 to this year. */
    foundingYear: integer("founding_year"),
    description: text("description"),
    initialCategorizationComplete: boolean("initial_categorization_complete").notNull().default(false),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
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
    /** Their role in the startup ("CEO", "CTO" …), free text; null when not given. */
    role: text("role"),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.startupId, t.userId] }), index("startup_members_user_idx").on(t.userId)],
);

export type StartupRow = typeof startups.$inferSelect;
/** A programme of the incubator (a cohort, a track). Users and startups belong to programmes. */
export const programs = pgTable(
  "programs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    incubatorId: uuid("incubator_id")
      .notNull()
      .references(() => incubators.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    type: text("type").$type<ProgramType>().notNull().default("accelerator"),
    description: text("description"),
    startsOn: date("starts_on", { mode: "string" }),
    endsOn: date("ends_on", { mode: "string" }),
    mode: text("mode").$type<ProgramMode>().notNull().default("hybrid"),
    /** The programme admin (a team member), who runs it. */
    adminId: uuid("admin_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("programs_incubator_idx").on(t.incubatorId)],
);

export const programMembers = pgTable(
  "program_members",
  {
    incubatorId: uuid("incubator_id")
      .notNull()
      .references(() => incubators.id, { onDelete: "cascade" }),
    programId: uuid("program_id")
      .notNull()
      .references(() => programs.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.programId, t.userId] }), index("program_members_user_idx").on(t.userId)],
);

export const programStartups = pgTable(
  "program_startups",
  {
    incubatorId: uuid("incubator_id")
      .notNull()
      .references(() => incubators.id, { onDelete: "cascade" }),
    programId: uuid("program_id")
      .notNull()
      .references(() => programs.id, { onDelete: "cascade" }),
    startupId: uuid("startup_id")
      .notNull()
      .references(() => startups.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.programId, t.startupId] }),
    index("program_startups_startup_idx").on(t.startupId),
  ],
);

/**
 * A startup assigned to a user who supports it (coach, mentor, expert, evaluator, staff):
 * the "assigned startups" of a user and the scope of their ASSIGNED permissions. The
 * booking issue adds the hours allocated to the connection.
 */
export const startupAssignments = pgTable(
  "startup_assignments",
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
    /** The connection's hour allocation (spec-2 "Startup connection by assigned user"). */
    minutesAllocated: integer("minutes_allocated").notNull().default(0),
    minutesUsed: integer("minutes_used").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.startupId, t.userId] }),
    index("startup_assignments_user_idx").on(t.userId),
  ],
);

export type ProgramRow = typeof programs.$inferSelect;
