import type { ServiceContext } from "../../service-context.ts";
import { FailedJobNotFoundError, JobAlreadyQueuedError } from "./jobs.errors.ts";
import { countJobs, type JobFilter, type JobView, listJobs, requeueFailed } from "./jobs.repository.ts";

export type { JobFilter, JobView };

/** The admin screen's list: the incubator's jobs in one state, newest first (queued: soonest first). */
export function backgroundJobs(ctx: ServiceContext, filter: JobFilter, first: number): Promise<JobView[]> {
  return listJobs(ctx.db, ctx.tenant, filter, Math.min(Math.max(first, 1), 100));
}

/** How many of the incubator's jobs are in each state (done: kept for 14 days). */
export function backgroundJobCounts(ctx: ServiceContext) {
  return countJobs(ctx.db, ctx.tenant);
}

/** A failed job (the dead letter) is queued again for one more attempt, now. */
export async function retryBackgroundJob(ctx: ServiceContext, id: string): Promise<JobView> {
  try {
    const row = await requeueFailed(ctx.db, ctx.tenant, id, ctx.clock.now());
    if (!row) throw new FailedJobNotFoundError();
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw new JobAlreadyQueuedError();
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } })?.cause;
  return (error as { code?: string })?.code === "23505" || cause?.code === "23505";
}
