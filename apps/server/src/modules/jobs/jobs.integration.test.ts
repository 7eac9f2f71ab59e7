import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Database } from "../../db/client.ts";
import { incubators } from "../../db/schema/index.ts";
import type { Clock } from "../../service-context.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { gqlAs } from "../../test/auth-helpers.ts";
import { useTestApp } from "../../test/fixture.ts";
import { databaseKinds, openTestDatabase } from "../../test/harness.ts";
import { defineJob, type JobDefinition } from "./job-definition.ts";
import { createJobRunner } from "./job-runner.ts";
import { claimDue } from "./jobs.repository.ts";
import { jobs } from "./jobs.tables.ts";

const log = Fastify().log;

/** A clock the test moves; it starts a little after the real time (rows default to now()). */
function testClock() {
  let at = Date.now() + 1_000;
  return { now: () => new Date(at), advance: (seconds: number) => (at += seconds * 1000) };
}

function runner(
  database: Pick<Database, "db" | "forTenant">,
  definitions: JobDefinition[],
  clock: Clock = testClock(),
) {
  return createJobRunner({
    database,
    definitions,
    collaborators: () => ({ mailer: {} as never, pubsub: {} as never }),
    tenants: () =>
      database.db
        .select({ id: incubators.id, slug: incubators.slug, timezone: incubators.timezone })
        .from(incubators),
    log,
    clock,
  });
}

async function tenantOf(database: Database, slug: string): Promise<Tenant> {
  const [row] = await database.db
    .select({ id: incubators.id, slug: incubators.slug })
    .from(incubators)
    .where(eq(incubators.slug, slug));
  if (!row) throw new Error(`no ${slug}`);
  return row;
}

async function rowsOf(database: Database, kind: string) {
  return database.db.select().from(jobs).where(eq(jobs.kind, kind)).orderBy(jobs.createdAt);
}

describe.each(databaseKinds("both"))("the job runner on %s", (kind) => {
  let database: Database;
  let demo: Tenant;
  let orbit: Tenant;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    demo = await tenantOf(database, "demo");
    orbit = await tenantOf(database, "orbit");
  }, 60_000);
  afterAll(() => database?.close());

  it("retries a failing job with a doubling backoff, then records it done", async () => {
    let calls = 0;
    const flaky = defineJob<{ n: number }>({
      kind: "test.flaky",
      retry: { limit: 3, backoffSeconds: 10 },
      async run() {
        calls += 1;
        if (calls < 3) throw new Error(`SMTP down (${calls})`);
      },
    });
    const clock = testClock();
    const jobsRunner = runner(database, [flaky], clock);
    await jobsRunner.enqueue(database.forTenant(demo.id), demo, flaky, { n: 1 });
    expect(await jobsRunner.runDue()).toBe(1);
    let [row] = await rowsOf(database, "test.flaky");
    expect(row).toMatchObject({ status: "queued", attempts: 1, lastError: "SMTP down (1)" });
    expect((row?.runAt.getTime() ?? 0) - clock.now().getTime()).toBe(10_000);

    expect(await jobsRunner.runDue()).toBe(0); // not yet
    clock.advance(10);
    expect(await jobsRunner.runDue()).toBe(1);
    [row] = await rowsOf(database, "test.flaky");
    expect(row).toMatchObject({ status: "queued", attempts: 2, lastError: "SMTP down (2)" });
    expect((row?.runAt.getTime() ?? 0) - clock.now().getTime()).toBe(20_000);

    clock.advance(20);
    expect(await jobsRunner.runDue()).toBe(1);
    [row] = await rowsOf(database, "test.flaky");
    expect(row).toMatchObject({ status: "done", attempts: 3 });
    expect(calls).toBe(3);
  });

  it("puts a job whose attempts are spent in the failed state, with its last error", async () => {
    const broken = defineJob({
      kind: "test.broken",
      retry: { limit: 1, backoffSeconds: 1 },
      async run() {
        throw new Error("the recipient's domain does not exist");
      },
    });
    const clock = testClock();
    const jobsRunner = runner(database, [broken], clock);
    await jobsRunner.enqueue(database.forTenant(orbit.id), orbit, broken, {});
    await jobsRunner.runDue();
    clock.advance(1);
    await jobsRunner.runDue();
    clock.advance(3600);
    expect(await jobsRunner.runDue()).toBe(0);
    const [row] = await rowsOf(database, "test.broken");
    expect(row).toMatchObject({
      status: "failed",
      attempts: 2,
      incubatorId: orbit.id,
      lastError: "the recipient's domain does not exist",
    });
    expect(row?.finishedAt).not.toBeNull();
  });

  it("queues one job per dedupe key while it is unfinished, and another once it is done", async () => {
    const seen: string[] = [];
    const remind = defineJob<{ who: string }>({
      kind: "test.remind",
      async run({ who }) {
        seen.push(who);
      },
    });
    const jobsRunner = runner(database, [remind]);
    const db = database.forTenant(demo.id);
    await jobsRunner.enqueue(db, demo, remind, { who: "first" }, { dedupeKey: "task-1" });
    await jobsRunner.enqueue(db, demo, remind, { who: "second" }, { dedupeKey: "task-1" });
    await jobsRunner.enqueue(db, demo, remind, { who: "other" }, { dedupeKey: "task-2" });
    // The same key in another incubator is another job.
    await jobsRunner.enqueue(
      database.forTenant(orbit.id),
      orbit,
      remind,
      { who: "orbit" },
      { dedupeKey: "task-1" },
    );
    await jobsRunner.runDue();
    expect(seen.sort()).toEqual(["first", "orbit", "other"]);
    await jobsRunner.enqueue(db, demo, remind, { who: "again" }, { dedupeKey: "task-1" });
    await jobsRunner.runDue();
    expect(seen).toContain("again");
  });

  it("queues a job only if the enqueuing transaction commits", async () => {
    const once = defineJob({ kind: "test.transactional", async run() {} });
    const jobsRunner = runner(database, [once]);
    await database
      .forTenant(demo.id)
      .transaction(async (tx) => {
        await jobsRunner.enqueue(tx as never, demo, once, {});
        throw new Error("rolled back");
      })
      .catch(() => {});
    expect(await rowsOf(database, "test.transactional")).toHaveLength(0);
  });

  it("runs a recurring job at its time in each incubator's time zone, once per occurrence", async () => {
    const ran: { slug: string; at: string }[] = [];
    const morning = defineJob({
      kind: "test.morning",
      schedule: { cron: "0 9 * * *" },
      async run(_payload, ctx) {
        ran.push({ slug: ctx.tenant.slug, at: ctx.clock.now().toISOString() });
      },
    });
    await database.db.update(incubators).set({ timezone: "Europe/Berlin" }).where(eq(incubators.id, demo.id));
    await database.db
      .update(incubators)
      .set({ timezone: "America/New_York" })
      .where(eq(incubators.id, orbit.id));
    let at = Date.parse("2027-01-15T07:00:00Z");
    const clock = { now: () => new Date(at) };
    // Two instances evaluate the schedule: each occurrence is still queued once.
    const first = runner(database, [morning], clock);
    const second = runner(database, [morning], clock);
    await Promise.all([first.runDue(), second.runDue()]);
    const queued = (await rowsOf(database, "test.morning")).filter(
      (row) => row.incubatorId === demo.id || row.incubatorId === orbit.id,
    );
    expect(queued.map((row) => [row.incubatorId, row.scheduledFor?.toISOString()]).sort()).toEqual(
      [
        [demo.id, "2027-01-15T08:00:00.000Z"], // 09:00 in Berlin (UTC+1)
        [orbit.id, "2027-01-15T14:00:00.000Z"], // 09:00 in New York (UTC-5)
      ].sort(),
    );
    at = Date.parse("2027-01-15T08:00:30Z");
    await first.runDue();
    expect(ran.filter((r) => r.slug === "demo" || r.slug === "orbit")).toEqual([
      { slug: "demo", at: "2027-01-15T08:00:30.000Z" },
    ]);
    at = Date.parse("2027-01-15T14:01:00Z");
    await Promise.all([first.runDue(), second.runDue()]);
    expect(ran.filter((r) => r.slug === "orbit")).toHaveLength(1);
    const next = await database.db
      .select({ at: jobs.scheduledFor })
      .from(jobs)
      .where(
        sql`${jobs.kind} = 'test.morning' and ${jobs.incubatorId} = ${demo.id} and ${jobs.status} = 'queued'`,
      );
    expect(next.map((row) => row.at?.toISOString())).toEqual(["2027-01-16T08:00:00.000Z"]);
  });

  it("keeps queued jobs for the next runner, and takes over a job whose worker died", async () => {
    const seen: string[] = [];
    const work = defineJob<{ id: string }>({
      kind: "test.durable",
      async run({ id }, ctx) {
        expect(ctx.tenant).toEqual(demo);
        seen.push(id);
      },
    });
    const before = runner(database, [work]);
    const db = database.forTenant(demo.id);
    await before.enqueue(db, demo, work, { id: "waiting" });
    await before.enqueue(db, demo, work, { id: "claimed by a dead worker" });
    await before.stop();
    // A worker claims one and dies without finishing it.
    const clock = testClock();
    const [taken] = await claimDue(database.db, "dead-worker", clock.now(), 60, 1);
    expect(taken).toBeDefined();

    const after = runner(database, [work], clock);
    await after.runDue();
    expect(seen).toHaveLength(1); // the dead worker's job is still under its lease
    clock.advance(61);
    await after.runDue();
    expect(seen.sort()).toEqual(["claimed by a dead worker", "waiting"]);
    expect((await rowsOf(database, "test.durable")).map((row) => row.status)).toEqual(["done", "done"]);
  });

  it("logs a failing poll and carries on at the next one", async () => {
    const ran: string[] = [];
    const work = defineJob({
      kind: "test.afterOutage",
      async run() {
        ran.push("ran");
      },
    });
    let down = true;
    const errors: string[] = [];
    const jobsRunner = createJobRunner({
      database,
      definitions: [work],
      collaborators: () => ({ mailer: {} as never, pubsub: {} as never }),
      tenants: async () => {
        if (down) throw new Error("connection refused");
        return database.db
          .select({ id: incubators.id, slug: incubators.slug, timezone: incubators.timezone })
          .from(incubators);
      },
      log: Object.assign(Object.create(log), {
        error: (_: unknown, message: string) => errors.push(message),
      }),
      clock: testClock(),
    });
    await jobsRunner.enqueue(database.forTenant(demo.id), demo, work, {});
    await expect(jobsRunner.runDue()).resolves.toBe(0);
    expect(errors).toEqual(["job poll failed; trying again at the next poll"]);
    down = false;
    await expect(jobsRunner.runDue()).resolves.toBe(1);
    expect(ran).toEqual(["ran"]);
  });

  it("releases the jobs it holds when it stops before they finish", async () => {
    let release: () => void = () => {};
    const slow = defineJob({
      kind: "test.slow",
      run: () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    });
    const jobsRunner = runner(database, [slow]);
    await jobsRunner.enqueue(database.forTenant(demo.id), demo, slow, {});
    const running = jobsRunner.runDue();
    await expect.poll(async () => (await rowsOf(database, "test.slow"))[0]?.status).toBe("running");
    await jobsRunner.stop(50);
    expect(await rowsOf(database, "test.slow")).toMatchObject([
      { status: "queued", attempts: 0, lockedBy: null },
    ]);
    release();
    await running;
  });
});

describe.each(databaseKinds("sql").filter((kind) => kind === "postgres"))("two instances on %s", (kind) => {
  let database: Database & { url?: string };
  let other: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    other = await createDatabase({ databaseUrl: database.url, poolSize: 4 });
  }, 60_000);
  afterAll(async () => {
    await other?.close();
    await database?.close();
  });

  it("run each of 200 jobs once when both claim at the same time", async () => {
    const runs = new Map<number, string[]>();
    const count = (instance: string) =>
      defineJob<{ n: number }>({
        kind: "test.once",
        async run({ n }) {
          runs.set(n, [...(runs.get(n) ?? []), instance]);
          await new Promise((resolve) => setTimeout(resolve, 2));
        },
      });
    const a = runner(database, [count("a")]);
    const b = runner(other, [count("b")]);
    const demo = await tenantOf(database, "demo");
    await database.forTenant(demo.id).transaction(async (tx) => {
      for (let n = 0; n < 200; n += 1) await a.enqueue(tx as never, demo, count("a"), { n });
    });
    await Promise.all([a.runDue(), b.runDue(), a.runDue(), b.runDue()]);
    expect(runs.size).toBe(200);
    expect([...runs.values()].filter((who) => who.length !== 1)).toEqual([]);
    const byInstance = [...runs.values()].flat();
    expect(byInstance).toContain("a");
    expect(byInstance).toContain("b");
    expect((await rowsOf(database, "test.once")).every((row) => row.status === "done")).toBe(true);
  });
});

describe.each(databaseKinds("both"))("the jobs screen's API on %s", (kind) => {
  const t = useTestApp(kind);

  it("shows an admin their organisation's failed job with its error, and retries it", async () => {
    const demo = await tenantOf(t.database, "demo");
    const orbit = await tenantOf(t.database, "orbit");
    // An e-mail that no longer exists: when retried, the delivery finds nothing to send and is done.
    const failed = {
      kind: "mail.deliver",
      payload: { outboxId: randomUUID() },
      status: "failed" as const,
      attempts: 10,
      maxAttempts: 10,
      backoffSeconds: 5,
    };
    const [mine] = await t.database.db
      .insert(jobs)
      .values({ ...failed, incubatorId: demo.id, lastError: "connect ECONNREFUSED", finishedAt: new Date() })
      .returning();
    await t.database.db.insert(jobs).values({ ...failed, incubatorId: orbit.id, lastError: "Orbit's" });
    const admin = await t.tokenOf("admin@demo.test");

    const list = await gqlAs(
      t.app,
      admin,
      "{ backgroundJobCounts { failed } backgroundJobs(filter: FAILED) { id kind status attempts maxAttempts lastError } }",
    );
    expect(list.body.errors).toBeUndefined();
    expect(list.body.data).toEqual({
      backgroundJobCounts: { failed: 1 },
      backgroundJobs: [
        {
          id: mine?.id,
          kind: "mail.deliver",
          status: "FAILED",
          attempts: 10,
          maxAttempts: 10,
          lastError: "connect ECONNREFUSED",
        },
      ],
    });

    const retry = "mutation R($id: ID!) { retryBackgroundJob(id: $id) { status maxAttempts } }";
    const retried = await gqlAs(t.app, admin, retry, { id: mine?.id });
    expect(retried.body.data).toEqual({ retryBackgroundJob: { status: "QUEUED", maxAttempts: 11 } });
    // Not failed any more: a second retry finds no failed job.
    const again = await gqlAs(t.app, admin, retry, { id: mine?.id });
    expect(again.body.errors?.[0]?.extensions?.name).toBe("NotFoundError");
  });
});
