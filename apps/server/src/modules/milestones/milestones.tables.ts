import {
  type AnyPgColumn,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { incubators } from "../incubator/incubator.tables.ts";
import { startups } from "../startups/startups.tables.ts";
import { users } from "../users/users.tables.ts";

/**
 * Milestone plans (issue 18 "Milestones"): a plan of a startup, or a template of the
 * organisation when `startup_id` is null (the incubator plans). A plan has milestones, and
 * a milestone sub-milestones (`parent_id`, one level). Only this module queries them.
 */
export const milestonePlans = pgTable(
  "milestone_plans",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    incubatorId: uuid("incubator_id")
      .notNull()
      .references(() => incubators.id, { onDelete: "cascade" }),
    /** Null: a template of the organisation. */
    startupId: uuid("startup_id").references(() => startups.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    goal: text("goal"),
    unit: text("unit"),
    target: doublePrecision("target"),
    summary: text("summary"),
    /** The template it was made from, if any. */
    templateId: uuid("template_id"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("milestone_plans_startup_idx").on(t.incubatorId, t.startupId)],
);

export const milestones = pgTable(
  "milestones",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    incubatorId: uuid("incubator_id")
      .notNull()
      .references(() => incubators.id, { onDelete: "cascade" }),
    planId: uuid("plan_id")
      .notNull()
      .references(() => milestonePlans.id, { onDelete: "cascade" }),
    /** A sub-milestone's milestone (null: a milestone of the plan). */
    parentId: uuid("parent_id").references((): AnyPgColumn => milestones.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description"),
    dueDate: date("due_date", { mode: "string" }),
    done: boolean("done").notNull().default(false),
    doneAt: timestamp("done_at", { withTimezone: true }),
    doneBy: uuid("done_by").references(() => users.id, { onDelete: "set null" }),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("milestones_plan_idx").on(t.planId, t.parentId, t.position)],
);
export type MilestonePlanRow = typeof milestonePlans.$inferSelect;
export type MilestoneRow = typeof milestones.$inferSelect;
