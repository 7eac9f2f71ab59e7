import { and, count, desc, eq, sql } from "drizzle-orm";
import { type Db, rawRows } from "../../db/client.ts";
import { owned, scoped } from "../../db/tenant-scope.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { type JobStatus, jobs } from "./jobs.tables.ts";

export type NewJob = {
  kind: string;
  payload: Record<string, unknown>;
  runAt?: Date;
  maxAttempts: number;
  backoffSeconds: number;
  dedupeKey?: string;
  scheduledFor?: Date;
};

/** Inserts a job unless one with its dedupe key is unfinished (or its occurrence exists). */
export async function insertJob(db: Db, tenant: Tenant, job: NewJob): Promise<void> {
  await db.insert(jobs).values(owned(tenant, job)).onConflictDoNothing();
}

/** Queues one occurrence of a recurring job for many incubators; existing ones are kept. */
export async function insertOccurrences(db: Db, rows: (NewJob & { incubatorId: string })[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(jobs).values(rows).onConflictDoNothing();
}

export type ClaimedJob = {
  id: string;
  incubator_id: string;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
};

/**
 * Takes up to `limit` due jobs for this worker: queued ones whose time has come, and running
 * ones whose lease ran out (their worker died). SKIP LOCKED lets two workers claim at once
 * without waiting for, or taking, each other's rows.
 */
export function claimDue(db: Db, worker: string, now: Date, leaseSeconds: number, limit: number) {
  const at = now.toISOString();
  return rawRows<ClaimedJob>(
    db,
    sql`update jobs set status = 'running', attempts = attempts + 1, locked_by = ${worker},
          locked_until = ${at}::timestamptz + make_interval(secs => ${leaseSeconds})
        where id in (
          select id from jobs
          where (status = 'queued' and run_at <= ${at}::timestamptz)
             or (status = 'running' and locked_until < ${at}::timestamptz)
          order by run_at
          limit ${limit}
          for update skip locked)
        returning id, incubator_id, kind, payload, attempts, max_attempts`,
  );
}

/** The job ran: done, if this worker still holds it. */
export async function markDone(db: Db, id: string, worker: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ status: "done", finishedAt: now, lockedBy: null, lockedUntil: null })
    .where(and(eq(jobs.id, id), eq(jobs.lockedBy, worker), eq(jobs.status, "running")))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * The job failed: queued again after its backoff (doubling with each attempt, at most an
 * hour), or failed for good once its attempts are spent.
 */
export async function markFailed(db: Db, id: string, worker: string, error: string, now: Date) {
  const at = now.toISOString();
  await db.execute(
    sql`update jobs set
          status = case when attempts >= max_attempts then 'failed' else 'queued' end,
          finished_at = case when attempts >= max_attempts then ${at}::timestamptz else null end,
          run_at = case when attempts >= max_attempts then run_at
            else ${at}::timestamptz + make_interval(secs => least(backoff_seconds * power(2, attempts - 1), 3600)) end,
          last_error = ${error.slice(0, 2000)}, locked_by = null, locked_until = null
        where id = ${id} and locked_by = ${worker} and status = 'running'`,
  );
}

/** Shutdown: this worker's unfinished jobs go back to the queue, the interrupted attempt not counted. */
export async function releaseClaims(db: Db, worker: string): Promise<number> {
  const rows = await db
    .update(jobs)
    .set({
      status: "queued",
      attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
      lockedBy: null,
      lockedUntil: null,
    })
    .where(and(eq(jobs.lockedBy, worker), eq(jobs.status, "running")))
    .returning({ id: jobs.id });
  return rows.length;
}

/** Finished jobs older than `before` are deleted (failed ones are kept until retried or older). */
export async function pruneFinished(db: Db, before: Date): Promise<void> {
  await db.execute(
    sql`delete from jobs where status in ('done', 'failed') and finished_at < ${before.toISOString()}::timestamptz`,
  );
}

// The admin screen (tenant handle, scoped).

export type JobView = typeof jobs.$inferSelect;

export type JobFilter = JobStatus | "retried";

function filterCondition(filter: JobFilter) {
  return filter === "retried"
    ? sql`${jobs.lastError} is not null and ${jobs.status} <> 'failed'`
    : eq(jobs.status, filter);
}

export function listJobs(db: Db, tenant: Tenant, filter: JobFilter, limit: number): Promise<JobView[]> {
  return db
    .select()
    .from(jobs)
    .where(scoped(jobs, tenant, filterCondition(filter)))
    .orderBy(filter === "queued" ? jobs.runAt : desc(jobs.createdAt))
    .limit(limit);
}

export async function countJobs(db: Db, tenant: Tenant): Promise<Record<JobFilter, number>> {
  const rows = await db
    .select({ status: jobs.status, retried: sql<boolean>`${jobs.lastError} is not null`, n: count() })
    .from(jobs)
    .where(scoped(jobs, tenant))
    .groupBy(jobs.status, sql`${jobs.lastError} is not null`);
  const counts: Record<JobFilter, number> = { queued: 0, running: 0, done: 0, failed: 0, retried: 0 };
  for (const row of rows) {
    counts[row.status] += Number(row.n);
    if (row.retried && row.status !== "failed") counts.retried += Number(row.n);
  }
  return counts;
}

/** A failed job is queued again, now, for one more attempt. */
export async function requeueFailed(db: Db, tenant: Tenant, id: string, now: Date): Promise<JobView | null> {
  const [row] = await db
    .update(jobs)
    .set({ status: "queued", runAt: now, finishedAt: null, maxAttempts: sql`${jobs.attempts} + 1` })
    .where(scoped(jobs, tenant, eq(jobs.id, id), eq(jobs.status, "failed")))
    .returning();
  return row ?? null;
}
