import type { Db } from "../../db/client.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import type { EnqueueOptions, JobDefinition, JobQueue } from "./job-definition.ts";
import { insertJob } from "./jobs.repository.ts";

/**
 * Services.jobs. The row is written with the caller's handle, so inside a transaction the job
 * exists only if that transaction commits; `wake` then tells this process's runner to look
 * (other instances find it at their next poll).
 */
export function createJobQueue(wake: () => void): JobQueue {
  return {
    async enqueue<P>(
      db: Db,
      tenant: Tenant,
      job: JobDefinition<P>,
      payload: P,
      options: EnqueueOptions = {},
    ) {
      await insertJob(db, tenant, {
        kind: job.kind,
        payload: payload as Record<string, unknown>,
        runAt: options.runAt,
        dedupeKey: options.dedupeKey,
        maxAttempts: job.retry.limit + 1,
        backoffSeconds: job.retry.backoffSeconds,
      });
      wake();
    },
  };
}
