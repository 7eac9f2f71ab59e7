import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { incubators, tags, users } from "../../db/schema/index.ts";
import { ConflictError } from "../../graphql/errors.ts";
import type { BatchUpdatedEvent } from "../../graphql/pubsub.ts";
import { systemClock } from "../../service-context.ts";
import { gqlAs } from "../../test/auth-helpers.ts";
import { useTestApp } from "../../test/fixture.ts";
import { databaseKinds } from "../../test/harness.ts";
import { wsClient } from "../../test/ws-client.ts";
import type { JobContext, JobQueue } from "../jobs/index.ts";
import { defineBatchAction } from "./batch-actions.ts";
import { type BatchJobPayload, batchOperationJob } from "./batch-operations.job.ts";
import { finishItem, itemsOf } from "./batch-operations.repository.ts";
import { startBatch } from "./batch-operations.service.ts";
import { batchOperationItems, batchOperations } from "./batch-operations.tables.ts";

/**
 * The generic batch operations module (decision 048) with a probe action: validation, a
 * whole-batch refusal, the job's order, per-item transactions and outcomes, a re-run after a
 * crash, the overall outcome, the events and who may follow an operation. The job is run by
 * the test (a queue that only records), so that every step is seen in order.
 */
const seen: string[] = [];
const probe = defineBatchAction<{ failOn: string[]; refuse?: boolean; tagName?: string }>({
  kind: "user",
  action: "probe_test",
  check: async (_ctx, input) => (input.refuse ? "PROBE_REFUSED" : null),
  run: async (ctx, itemId, input) => {
    seen.push(itemId);
    // A write that must stand or fall with the item.
    if (input.tagName) {
      await ctx.db.insert(tags).values({
        incubatorId: ctx.tenant.id,
        kind: "user",
        name: `${input.tagName} ${itemId}`,
        color: "#1c7ed6",
      });
    }
    if (input.failOn.includes(itemId))
      throw new ConflictError("probe refused this item", { reason: "PROBE_FAILED" });
  },
});

describe.each(databaseKinds("both"))("batch operations on %s", (kind) => {
  const t = useTestApp(kind);
  const queued: BatchJobPayload[] = [];
  const jobs: JobQueue = {
    enqueue: async (_db, _tenant, _job, payload) => {
      queued.push(payload as BatchJobPayload);
    },
  };
  let tenant = { id: "", slug: "demo" };
  let adminId = "";

  beforeAll(async () => {
    const [demo] = await t.database.db.select().from(incubators).where(eq(incubators.slug, "demo"));
    tenant = { id: demo?.id ?? "", slug: "demo" };
    const [admin] = await t.database.db
      .select()
      .from(users)
      .where(and(eq(users.incubatorId, tenant.id), eq(users.email, "admin@demo.test")));
    adminId = admin?.id ?? "";
  });

  const ctx = () => ({
    db: t.database.forTenant(tenant.id),
    tenant,
    viewer: { id: adminId, roleType: "Admin" as const, sessionId: "test" },
    clock: systemClock,
    jobs,
  });
  const jobCtx = (): JobContext =>
    ({ ...ctx(), viewer: null, pubsub: t.pubsub, log: t.app.log, mailer: {} as never }) as JobContext;
  const ids = (n: number) => Array.from({ length: n }, () => randomUUID()).sort();
  const start = (itemIds: string[], input: { failOn: string[]; refuse?: boolean; tagName?: string }) =>
    startBatch(ctx(), { action: probe, input, itemIds });
  const run = (operationId: string) => {
    const payload = queued.find((p) => p.operationId === operationId);
    if (!payload) throw new Error("no job queued");
    return batchOperationJob.run(payload, jobCtx());
  };

  it("refuses an empty list, too many items and ids that are not ids; drops duplicates", async () => {
    for (const list of [[], ids(1001), ["nope"]]) {
      await expect(start(list, { failOn: [] })).rejects.toMatchObject({
        extensions: { name: "ValidationError" },
      });
    }
    const [one, two] = ids(2) as [string, string];
    const op = await start([one, two, one], { failOn: [] });
    expect(op).toMatchObject({ total: 2, validation: "SUCCEEDED", overall: "RUNNING", kind: "user" });
    expect(queued.at(-1)).toMatchObject({
      operationId: op.id,
      requester: { id: adminId, roleType: "Admin" },
    });
  });

  it("records a batch its action refuses as a whole: validation FAILED, every item failed, no job", async () => {
    const before = queued.length;
    const op = await start(ids(3), { failOn: [], refuse: true });
    expect(op).toMatchObject({ validation: "FAILED", overall: "FAILED", total: 3, failed: 3, succeeded: 0 });
    expect(queued.length).toBe(before);
    const items = await itemsOf(t.database.db, tenant, op.id);
    expect(items.map((i) => [i.status, i.error])).toEqual(Array(3).fill(["FAILED", "PROBE_REFUSED"]));
  });

  it("runs the items in order, each in its own transaction; a failed one is rolled back and counted; events per item", async () => {
    const list = ids(5);
    const failing = list[2] as string;
    const op = await start(list, { failOn: [failing], tagName: `probe-${randomUUID().slice(0, 6)}` });
    const heard: BatchUpdatedEvent[] = [];
    const events = t.pubsub.subscribe("batch:updated", op.id);
    const listening = (async () => {
      for await (const e of events) {
        heard.push(e);
        if (e.updateType === "FINISHED") break;
      }
    })();
    seen.length = 0;
    await run(op.id);
    await listening;
    expect(seen).toEqual(list);
    expect(heard.map((e) => e.updateType)).toEqual([
      "STARTED",
      "ITEM_SUCCEEDED",
      "ITEM_SUCCEEDED",
      "ITEM_FAILED",
      "ITEM_SUCCEEDED",
      "ITEM_SUCCEEDED",
      "FINISHED",
    ]);
    expect(heard[3]).toMatchObject({ itemId: failing, error: "PROBE_FAILED", succeeded: 2, failed: 1 });
    expect(heard.at(-1)).toMatchObject({ overall: "PARTIALLY_SUCCEEDED", succeeded: 4, failed: 1, total: 5 });
    const written = await t.database.db
      .select()
      .from(tags)
      .where(and(eq(tags.incubatorId, tenant.id), sql`${tags.name} like ${`%${failing}`}`));
    expect(written).toEqual([]); // the failed item's write did not stay
    const [row] = await t.database.db.select().from(batchOperations).where(eq(batchOperations.id, op.id));
    expect(row).toMatchObject({ overall: "PARTIALLY_SUCCEEDED", succeeded: 4, failed: 1 });
    expect(row?.finishedAt).not.toBeNull();
  });

  it("sets SUCCEEDED when none fails and FAILED when all do", async () => {
    const good = await start(ids(2), { failOn: [] });
    await run(good.id);
    const list = ids(2);
    const bad = await start(list, { failOn: list });
    await run(bad.id);
    const overall = async (id: string) =>
      (await t.database.db.select().from(batchOperations).where(eq(batchOperations.id, id)))[0]?.overall;
    expect(await overall(good.id)).toBe("SUCCEEDED");
    expect(await overall(bad.id)).toBe("FAILED");
  });

  it("after a crash, runs again only the items still pending and counts none twice", async () => {
    const list = ids(4);
    const op = await start(list, { failOn: [] });
    // The first run did two items and died.
    for (const itemId of list.slice(0, 2)) {
      await finishItem(t.database.db, tenant, op.id, itemId, {
        status: "SUCCEEDED",
        error: null,
        at: new Date(),
      });
    }
    seen.length = 0;
    await run(op.id);
    expect(seen).toEqual(list.slice(2));
    await run(op.id); // a late duplicate run does nothing
    expect(seen).toEqual(list.slice(2));
    const [row] = await t.database.db.select().from(batchOperations).where(eq(batchOperations.id, op.id));
    expect(row).toMatchObject({ succeeded: 4, failed: 0, overall: "SUCCEEDED" });
    const items = await t.database.db
      .select()
      .from(batchOperationItems)
      .where(eq(batchOperationItems.operationId, op.id));
    expect(items.every((i) => i.status === "SUCCEEDED")).toBe(true);
  });

  it("lets its requester and the team leads follow an operation, not others nor another organisation", async () => {
    const op = await start(ids(1), { failOn: [] });
    const query =
      "query Q($id: ID!) { batchOperation(id: $id) { id total overall validation failedItems { itemId } } }";
    const as = async (email: string, host?: string) =>
      (await gqlAs(t.app, await t.tokenOf(email, host), query, { id: op.id }, host)).body;
    expect((await as("admin@demo.test")).data?.batchOperation).toMatchObject({
      id: op.id,
      total: 1,
      overall: "RUNNING",
    });
    expect((await as("staff@demo.test")).data?.batchOperation).toMatchObject({ id: op.id });
    expect((await as("evaluator@demo.test")).errors?.[0]?.extensions?.name).toBe("ForbiddenError");
    expect((await as("coach@orbit.test", "orbit.localhost")).errors?.[0]?.extensions?.name).toBe(
      "NotFoundError",
    );
  });

  it("streams applicationBatchOperationUpdated: a snapshot, then each item, then FINISHED", async () => {
    const op = await startBatch(ctx(), { action: probeApplication, input: {}, itemIds: ids(2) });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const port = (t.app.server.address() as { port: number }).port;
    const client = wsClient(port, { authorization: `Bearer ${await t.tokenOf("admin@demo.test")}` });
    const heard: { updateType: string; applicationId: string | null; succeeded: number; overall: string }[] =
      [];
    const done = new Promise<void>((resolve, reject) =>
      client.subscribe<{ applicationBatchOperationUpdated: (typeof heard)[number] }>(
        {
          query: `subscription { applicationBatchOperationUpdated(operationId: "${op.id}") { updateType applicationId succeeded overall } }`,
        },
        {
          next: (r) => r.data && heard.push(r.data.applicationBatchOperationUpdated),
          error: (e) => reject(e instanceof Error ? e : new Error(JSON.stringify(e))),
          complete: resolve,
        },
      ),
    );
    for (let i = 0; i < 100 && heard.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect(heard[0]).toMatchObject({ updateType: "SNAPSHOT", succeeded: 0, overall: "RUNNING" });
    await run(op.id);
    await done;
    expect(heard.map((e) => e.updateType)).toEqual([
      "SNAPSHOT",
      "STARTED",
      "ITEM_SUCCEEDED",
      "ITEM_SUCCEEDED",
      "FINISHED",
    ]);
    expect(heard.at(-1)).toMatchObject({ succeeded: 2, overall: "SUCCEEDED" });
    await client.dispose();
  });
});

const probeApplication = defineBatchAction<Record<string, never>>({
  kind: "application",
  action: "probe_test",
  run: async () => {},
});
