import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { incubators } from "../incubator/incubator.tables.ts";

/**
 * The job queue (decision 017): one row a job, on the application's database, claimed with
 * `FOR UPDATE SKIP LOCKED` and a lease (`locked_until`) so that a crashed worker's job is
 * taken again. `status`: queued → running → done, or back to queued with a later `run_at`
 * after a failure, or failed (the dead letter) once its attempts are spent.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    incubatorId: uuid("incubator_id")
      .notNull()
      .references(() => incubators.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    status: text("status").$type<JobStatus>().notNull().default("queued"),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull(),
    backoffSeconds: integer("backoff_seconds").notNull(),
    /** Unique per kind while the job is not finished (queued or running). */
    dedupeKey: text("dedupe_key"),
    /** A recurring job's occurrence: unique per kind for good, so it is queued once. */
    scheduledFor: timestamp("scheduled_for", { withTimezone: true }),
    lockedBy: text("locked_by"),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    index("jobs_due_idx").on(t.status, t.runAt),
    index("jobs_incubator_idx").on(t.incubatorId, t.status, t.createdAt),
    uniqueIndex("jobs_dedupe_idx")
      .on(t.incubatorId, t.kind, t.dedupeKey)
      .where(sql`${t.dedupeKey} is not null and ${t.status} in ('queued', 'running')`),
    uniqueIndex("jobs_schedule_idx")
      .on(t.incubatorId, t.kind, t.scheduledFor)
      .where(sql`${t.scheduledFor} is not null`),
  ],
);

export type JobStatus = "queued" | "running" | "done" | "failed";
