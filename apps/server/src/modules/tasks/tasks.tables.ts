import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { incubators } from "../incubator/incubator.tables.ts";
import { startups } from "../startups/startups.tables.ts";
import { users } from "../users/users.tables.ts";

/**
 * The tasks module's tables (spec-1 §3 Task): a task, and one row per assignee (a user; a
 * startup or a role group is stored as the users it named, with `type` and `value` saying
 * how). Only this module queries them (decision 008); docs/tasks.md explains the rules.
 */
export type AssigneeType = "USER" | "STARTUP" | "ROLE";
export type ApprovalStatus = "PENDING" | "APPROVED" | "DENIED";

export const tasks = pgTable(
  "tasks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    incubatorId: uuid("incubator_id")
      .notNull()
      .references(() => incubators.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    /** One of spec-2 §9's task tags. */
    tag: text("tag").notNull().default("non-tagged"),
    url: text("url"),
    /** Null for a task the system made (automated). */
    createdById: uuid("created_by_id").references(() => users.id, { onDelete: "set null" }),
    /** The startup the task was given to, when one was among its assignees. */
    startupId: uuid("startup_id").references(() => startups.id, { onDelete: "set null" }),
    isGroupTask: boolean("is_group_task").notNull().default(false),
    /** An automated task's kind and key ("PROFILE", "profile:<userId>"): it closes itself. */
    automatedKind: text("automated_kind"),
    automatedKey: text("automated_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("tasks_incubator_due_idx").on(t.incubatorId, t.dueAt, t.id),
    index("tasks_startup_due_idx").on(t.incubatorId, t.startupId, t.dueAt),
    index("tasks_creator_idx").on(t.incubatorId, t.createdById),
    uniqueIndex("tasks_automated_key_idx").on(t.incubatorId, t.automatedKey),
  ],
);

export const taskAssignees = pgTable(
  "task_assignees",
  {
    incubatorId: uuid("incubator_id")
      .notNull()
      .references(() => incubators.id, { onDelete: "cascade" }),
    taskId: uuid("task_id")
      .notNull()
      .references(() => tasks.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** How the creator named them: the user, their startup, or their role group. */
    type: text("type").$type<AssigneeType>().notNull().default("USER"),
    value: text("value").notNull(),
    /** A request waits for the assignee's answer (PENDING); a direct assignment is APPROVED. */
    approvalStatus: text("approval_status").$type<ApprovalStatus>().notNull().default("APPROVED"),
    done: boolean("done").notNull().default(false),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("task_assignees_task_user_idx").on(t.taskId, t.userId),
    index("task_assignees_user_idx").on(t.incubatorId, t.userId, t.done),
  ],
);

export type TaskRow = typeof tasks.$inferSelect;
export type TaskAssigneeRow = typeof taskAssignees.$inferSelect;
