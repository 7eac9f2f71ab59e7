import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { incubators } from "../incubator/incubator.tables.ts";
import { users } from "../users/users.tables.ts";

/**
 * Batch operations (spec-1 §3, §4; spec-2 §3, §4): one action on many applications, startups
 * or users, run as a job and reported per item through the kind's subscription
 * (`applicationBatchOperationUpdated`, later `startupBatchOperationUpdated`,
 * `userBatchOperationUpdated`). Only this module queries them.
 */
export type BatchKind = "application" | "startup" | "user";
export type BatchValidation = "SUCCEEDED" | "FAILED";
export type BatchOverall = "RUNNING" | "SUCCEEDED" | "PARTIALLY_SUCCEEDED" | "FAILED";
export type BatchItemStatus = "PENDING" | "SUCCEEDED" | "FAILED";

export const batchOperations = pgTable(
  "batch_operations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    incubatorId: uuid("incubator_id")
      .notNull()
      .references(() => incubators.id, { onDelete: "cascade" }),
    kind: text("kind").$type<BatchKind>().notNull(),
    /** What it does, e.g. "reject", "accept", "move_round", "assign_evaluators", "tag". */
    action: text("action").notNull(),
    /** The action's arguments (a round id, a rejection e-mail id, tag ids …). */
    input: text("input").notNull().default("{}"),
    requestedBy: uuid("requested_by").references(() => users.id, { onDelete: "set null" }),
    total: integer("total").notNull(),
    succeeded: integer("succeeded").notNull().default(0),
    failed: integer("failed").notNull().default(0),
    validation: text("validation").$type<BatchValidation>().notNull().default("SUCCEEDED"),
    overall: text("overall").$type<BatchOverall>().notNull().default("RUNNING"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index("batch_operations_user_idx").on(t.incubatorId, t.requestedBy, t.createdAt)],
);

export const batchOperationItems = pgTable(
  "batch_operation_items",
  {
    incubatorId: uuid("incubator_id")
      .notNull()
      .references(() => incubators.id, { onDelete: "cascade" }),
    operationId: uuid("operation_id")
      .notNull()
      .references(() => batchOperations.id, { onDelete: "cascade" }),
    /** The application, startup or user id. */
    itemId: uuid("item_id").notNull(),
    status: text("status").$type<BatchItemStatus>().notNull().default("PENDING"),
    /** A failed item's error code. */
    error: text("error"),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.operationId, t.itemId] })],
);

export type BatchOperationRow = typeof batchOperations.$inferSelect;
export type BatchOperationItemRow = typeof batchOperationItems.$inferSelect;
