/**
 * The jobs module's door (decision 017): a module declares its jobs with `defineJob`, lists
 * them in its module.ts (`jobs: [fooJob]`), and queues one with
 * `ctx.jobs.enqueue(ctx.db, ctx.tenant, fooJob, payload)` — in the caller's transaction.
 */
export {
  DEFAULT_RETRY,
  defineJob,
  type EnqueueOptions,
  type JobContext,
  type JobDefinition,
  type JobQueue,
  type JobRetry,
} from "./job-definition.ts";
export { createJobRunner, type JobRunner, type JobRunnerOptions } from "./job-runner.ts";
export type { TenantZone } from "./job-schedule.ts";
