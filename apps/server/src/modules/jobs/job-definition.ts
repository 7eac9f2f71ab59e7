import type { Db } from "../../db/client.ts";
import type { Services } from "../../graphql/context.ts";
import type { ServiceContext } from "../../service-context.ts";
import type { Tenant } from "../../tenancy/tenant.ts";

/**
 * What a job runs with: the tenant's database handle (`forTenant`, row-level security on), no
 * viewer, the clock, and the collaborators.
 */
export type JobContext = ServiceContext &
  Pick<Services, "mailer" | "pubsub" | "log" | "jobs"> &
  /** The file storage (the app gives it; a runner built by a test may not). */
  Partial<Pick<Services, "storage">>;

export type JobRetry = {
  /** How many times a failed run is tried again before the job is failed (the dead letter). */
  limit: number;
  /** The wait before the first retry; each next one waits twice as long (at most an hour). */
  backoffSeconds: number;
};

export type JobDefinition<P = Record<string, unknown>> = {
  /** "<domain>.<what>", unique across the server: the job rows name it. */
  kind: string;
  run(payload: P, ctx: JobContext): Promise<void>;
  retry: JobRetry;
  /**
   * A recurring job: it runs once per tenant at each time of this cron pattern (five fields,
   * minute first), read in the incubator's time zone, with the payload `{}`.
   */
  schedule?: { cron: string };
};

/** A job's retries when its definition names none: 5 more tries, after 10 s, 20 s, 40 s, 80 s, 160 s. */
export const DEFAULT_RETRY: JobRetry = { limit: 5, backoffSeconds: 10 };

/** Declares a job; the module lists it in its module.ts (`jobs: [fooJob]`). */
export function defineJob<P extends Record<string, unknown>>(definition: {
  kind: string;
  run(payload: P, ctx: JobContext): Promise<void>;
  retry?: JobRetry;
  schedule?: { cron: string };
}): JobDefinition<P> {
  if (!/^[a-z][a-zA-Z0-9]*\.[a-zA-Z0-9.]+$/.test(definition.kind)) {
    throw new Error(`a job kind is "<domain>.<what>": ${definition.kind}`);
  }
  return { ...definition, retry: definition.retry ?? DEFAULT_RETRY };
}

export type EnqueueOptions = {
  /** Not before this time (default: now). */
  runAt?: Date;
  /** While a job of this kind and key is queued or running, another is not queued. */
  dedupeKey?: string;
};

/** Services.jobs: how code asks for work to be done later. */
export type JobQueue = {
  /** Queues a job; with `db` a transaction, the job exists only if that transaction commits. */
  enqueue<P>(
    db: Db,
    tenant: Tenant,
    job: JobDefinition<P>,
    payload: P,
    options?: EnqueueOptions,
  ): Promise<void>;
};
