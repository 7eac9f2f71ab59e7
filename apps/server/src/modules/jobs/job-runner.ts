import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client.ts";
import type { Services } from "../../graphql/context.ts";
import { type Clock, systemClock } from "../../service-context.ts";
import type { JobContext, JobDefinition, JobQueue } from "./job-definition.ts";
import { createJobQueue } from "./job-queue.ts";
import { nextOccurrences, type TenantZone } from "./job-schedule.ts";
import {
  type ClaimedJob,
  claimDue,
  insertOccurrences,
  markDone,
  markFailed,
  pruneFinished,
  releaseClaims,
} from "./jobs.repository.ts";

export type JobRunnerOptions = {
  database: Pick<Database, "db" | "forTenant">;
  definitions: JobDefinition[];
  /** The collaborators a job runs with; read when a job runs (the mailer is built after the queue). */
  collaborators: () => Pick<Services, "mailer" | "pubsub"> & Partial<Pick<Services, "storage">>;
  /** Every incubator with its time zone (recurring jobs, and a job's tenant). */
  tenants: () => Promise<TenantZone[]>;
  log: FastifyBaseLogger;
  clock?: Clock;
  pollMs?: number;
  /** How long a claim holds before another worker may take the job again. */
  leaseSeconds?: number;
  /** Jobs run at once by this worker. */
  concurrency?: number;
};

export type JobRunner = JobQueue & {
  /** Polls every `pollMs` and at once after an enqueue in this process. */
  start(): void;
  /** Runs every due job now (and queues the recurring ones): tests call it instead of waiting. */
  runDue(): Promise<number>;
  /** Stops polling, lets running jobs finish (up to `graceMs`), and releases the rest. */
  stop(graceMs?: number): Promise<void>;
  workerId: string;
};

const SCHEDULE_EVERY_MS = 60_000;
const PRUNE_EVERY_MS = 3_600_000;
const KEEP_FINISHED_MS = 14 * 86_400_000;

/**
 * The job runner (decision 017): claims due jobs as the database owner, runs each as its
 * incubator (`forTenant`), and records the outcome. A failing poll is logged and tried again
 * at the next one; it never ends the process.
 */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { database, log } = options;
  const clock = options.clock ?? systemClock;
  const pollMs = options.pollMs ?? 1_000;
  const leaseSeconds = options.leaseSeconds ?? 300;
  const concurrency = options.concurrency ?? 4;
  const workerId = `${process.pid}-${randomUUID().slice(0, 8)}`;
  const definitions = new Map<string, JobDefinition>();
  for (const job of options.definitions) {
    if (definitions.has(job.kind)) throw new Error(`two jobs are named ${job.kind}`);
    definitions.set(job.kind, job);
  }

  let timer: NodeJS.Timeout | undefined;
  let started = false;
  let stopping = false;
  let busy: Promise<number> | null = null;
  let again = false;
  let scheduledAt = 0;
  let prunedAt = 0;
  let tenantsById = new Map<string, TenantZone>();
  const inFlight = new Set<Promise<void>>();

  async function loadTenants(): Promise<TenantZone[]> {
    const list = await options.tenants();
    tenantsById = new Map(list.map((t) => [t.id, t]));
    return list;
  }

  async function schedule() {
    const now = clock.now();
    if (scheduledAt !== 0 && now.getTime() - scheduledAt < SCHEDULE_EVERY_MS) return;
    scheduledAt = now.getTime();
    const recurring = [...definitions.values()].filter((job) => job.schedule);
    const tenants = await loadTenants();
    if (recurring.length > 0) await insertOccurrences(database.db, nextOccurrences(recurring, tenants, now));
    if (now.getTime() - prunedAt > PRUNE_EVERY_MS) {
      prunedAt = now.getTime();
      await pruneFinished(database.db, new Date(now.getTime() - KEEP_FINISHED_MS));
    }
  }

  async function runOne(job: ClaimedJob) {
    const definition = definitions.get(job.kind);
    try {
      if (!definition) throw new Error(`no job named ${job.kind} on this server`);
      let tenant = tenantsById.get(job.incubator_id);
      if (!tenant) tenant = (await loadTenants()).find((t) => t.id === job.incubator_id);
      if (!tenant) throw new Error(`no incubator ${job.incubator_id}`);
      const ctx: JobContext = {
        db: database.forTenant(tenant.id),
        tenant: { id: tenant.id, slug: tenant.slug },
        viewer: null,
        clock,
        ...options.collaborators(),
        log: log.child({ job: job.id, kind: job.kind }),
        jobs: queue,
      };
      await definition.run(job.payload, ctx);
      if (!(await markDone(database.db, job.id, workerId, clock.now()))) {
        log.warn({ job: job.id, kind: job.kind }, "job finished after its lease was lost");
      }
    } catch (error) {
      const message = error instanceof Error ? error.message || error.name : String(error);
      const last = job.attempts >= job.max_attempts;
      log[last ? "error" : "warn"](
        { job: job.id, kind: job.kind, attempt: job.attempts, err: error },
        last ? "job failed for good (dead letter)" : "job failed; it will be retried",
      );
      await markFailed(database.db, job.id, workerId, message, clock.now()).catch((e) =>
        log.error({ err: e, job: job.id }, "could not record a job's failure (its lease will expire)"),
      );
    }
  }

  /** Claims and runs batches until nothing is due; returns how many jobs ran. */
  async function drain(): Promise<number> {
    let ran = 0;
    await schedule();
    for (;;) {
      if (stopping) break;
      const claimed = await claimDue(database.db, workerId, clock.now(), leaseSeconds, concurrency);
      if (claimed.length === 0) break;
      const batch = claimed.map((job) => {
        const run = runOne(job);
        inFlight.add(run);
        return run.finally(() => inFlight.delete(run));
      });
      await Promise.all(batch);
      ran += claimed.length;
    }
    return ran;
  }

  /** One pass at a time in this process; a wake during a pass asks for another. */
  function pass(): Promise<number> {
    if (busy) {
      again = true;
      return busy;
    }
    busy = drain()
      .catch((error) => {
        log.error({ err: error }, "job poll failed; trying again at the next poll");
        return 0;
      })
      .finally(() => {
        busy = null;
        if (again && !stopping) {
          again = false;
          void pass();
        }
      });
    return busy;
  }

  let wakeTimer: NodeJS.Timeout | undefined;
  function wake() {
    if (!started || stopping) return;
    setImmediate(() => void pass());
    // On PostgreSQL the enqueuing transaction may commit a moment later: look again soon.
    clearTimeout(wakeTimer);
    wakeTimer = setTimeout(() => void pass(), 250);
    wakeTimer.unref();
  }

  const queue = createJobQueue(wake);

  return {
    workerId,
    enqueue: queue.enqueue,
    start() {
      if (started) return;
      started = true;
      const tick = () => {
        timer = setTimeout(async () => {
          await pass();
          if (!stopping) tick();
        }, pollMs);
        timer.unref();
      };
      void pass();
      tick();
    },
    async runDue() {
      while (busy) await busy;
      scheduledAt = 0; // evaluate the recurring jobs in this pass
      return pass();
    },
    async stop(graceMs = 10_000) {
      stopping = true;
      clearTimeout(timer);
      clearTimeout(wakeTimer);
      timer = undefined;
      const running = busy ?? Promise.resolve(0);
      const grace = new Promise((resolve) => setTimeout(resolve, graceMs).unref());
      await Promise.race([running, grace]);
      if (inFlight.size > 0) {
        const released = await releaseClaims(database.db, workerId).catch(() => 0);
        log.warn({ released }, "stopped with jobs still running; they were released to the queue");
      }
    },
  };
}
