import type { Client } from "graphql-ws";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from "vitest";
import type { Db } from "../../db/client.ts";
import { createAppPubSub } from "../../graphql/pubsub.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { useTestApp } from "../../test/fixture.ts";
import { dataField, gql, type TestApp } from "../../test/harness.ts";
import { publishUntil, wsClient } from "../../test/ws-client.ts";

// Every read of an incubator row goes through this repository function: counting its calls
// counts the SELECTs that a fan-out makes. `hold` keeps reads waiting (a slow database).
const reads = vi.hoisted(() => ({
  count: 0,
  holdAfter: 0,
  hold: null as Promise<void> | null,
  fail: false,
}));
vi.mock("./incubator.repository.ts", async (importOriginal) => {
  const original = await importOriginal<typeof import("./incubator.repository.ts")>();
  return {
    ...original,
    findIncubator: async (db: Db, tenant: Tenant) => {
      reads.count++;
      if (reads.hold && reads.count > reads.holdAfter) await reads.hold;
      if (reads.fail) throw new Error("connection to the database lost (internal detail)");
      return original.findIncubator(db, tenant);
    },
  };
});

const SUBSCRIPTION = "subscription { incubatorUpdated { id name } }";
const SUBSCRIBERS = 25;

type Listener = { client: Client; events: { id: string; name: string }[]; errors: unknown[] };

function listen(port: number, host = "localhost"): Listener {
  const listener: Listener = { client: wsClient(port, { host }), events: [], errors: [] };
  listener.client.subscribe<{ incubatorUpdated: { id: string; name: string } }>(
    { query: SUBSCRIPTION },
    {
      next: (value) => {
        if (value.errors) listener.errors.push(...value.errors);
        else if (value.data) listener.events.push(value.data.incubatorUpdated);
      },
      error: () => {},
      complete: () => {},
    },
  );
  return listener;
}

async function until(condition: () => boolean, timeoutMs = 5000) {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function incubatorId(t: TestApp, host: string): Promise<string> {
  const { body } = await gql(t.app, "{ incubator { id } }", { host });
  return dataField<{ id: string }>(body, "incubator").id;
}

const redisUrl = inject("redisUrl");
const pubsubs = [
  { name: "in process", options: {} },
  ...(redisUrl
    ? [
        {
          name: "over Redis",
          options: { env: { REDIS_URL: redisUrl }, pubsub: () => createAppPubSub(redisUrl) },
        },
      ]
    : []),
];

describe.each(pubsubs)("incubatorUpdated fan-out, pub/sub $name", ({ options }) => {
  const t = useTestApp("pglite", options);
  let port: number;
  let demo: string;
  let orbit: string;
  let demoListeners: Listener[];
  let orbitListeners: Listener[];

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (t.app.server.address() as { port: number }).port;
    demo = await incubatorId(t, "localhost");
    orbit = await incubatorId(t, "orbit.localhost");
    demoListeners = Array.from({ length: SUBSCRIBERS }, () => listen(port));
    orbitListeners = Array.from({ length: 3 }, () => listen(port, "orbit.localhost"));
    // Subscriptions register some time after the sockets open: publish until each has heard one.
    const live = (listeners: Listener[]) => until(() => listeners.every((l) => l.events.length > 0));
    await publishUntil(live(demoListeners), () =>
      t.pubsub.publish("incubator:updated", demo, { incubatorId: demo }),
    );
    await publishUntil(live(orbitListeners), () =>
      t.pubsub.publish("incubator:updated", orbit, { incubatorId: orbit }),
    );
  });
  afterEach(() => {
    reads.hold = null;
    reads.holdAfter = 0;
    reads.fail = false;
  });
  afterAll(async () => {
    await Promise.all([...demoListeners, ...orbitListeners].map((l) => l.client.dispose()));
  });

  it("reads the incubator once per event for all subscribers of a tenant, and only they receive it", async () => {
    await new Promise((resolve) => setTimeout(resolve, 200)); // the warm-up's last events settle
    const heardBefore = demoListeners.map((l) => l.events.length);
    const orbitBefore = orbitListeners.map((l) => l.events.length);
    reads.count = 0;
    t.pubsub.publish("incubator:updated", demo, { incubatorId: demo });
    await until(() => demoListeners.every((l, i) => l.events.length === (heardBefore[i] ?? 0) + 1));
    expect(reads.count).toBe(1);
    for (const l of demoListeners) expect(l.events.at(-1)).toEqual({ id: demo, name: "Demo Accelerator" });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(orbitListeners.map((l) => l.events.length)).toEqual(orbitBefore);
  });

  it("gives a subscriber with another selection its own result of the same event", async () => {
    const other = wsClient(port);
    const results: unknown[] = [];
    other.subscribe(
      { query: "subscription { incubatorUpdated { slug } }" },
      { next: (value) => void results.push(value), error: () => {}, complete: () => {} },
    );
    await publishUntil(
      until(() => results.length > 0),
      () => t.pubsub.publish("incubator:updated", demo, { incubatorId: demo }),
    );
    expect(results.at(-1)).toEqual({ data: { incubatorUpdated: { slug: "demo" } } });
    for (const l of demoListeners) expect(l.events.at(-1)).toEqual({ id: demo, name: "Demo Accelerator" });
    await other.dispose();
  });

  it("masks a failed read for every subscriber (a result with errors takes graphql-ws' own path)", async () => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const errorsBefore = demoListeners.map((l) => l.errors.length);
    reads.fail = true;
    t.pubsub.publish("incubator:updated", demo, { incubatorId: demo });
    await until(() => demoListeners.every((l, i) => l.errors.length === (errorsBefore[i] ?? 0) + 1));
    // Masked as Yoga masks (this test app is not in production: the original rides along).
    for (const l of demoListeners)
      expect(l.errors.at(-1)).toMatchObject({
        message: "Unexpected error.",
        path: ["incubatorUpdated"],
        extensions: { code: "INTERNAL_SERVER_ERROR", unexpected: true },
      });
  });

  it("reads again for the next event (nothing stale is reused)", async () => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const heardBefore = demoListeners.map((l) => l.events.length);
    reads.count = 0;
    t.pubsub.publish("incubator:updated", demo, { incubatorId: demo });
    t.pubsub.publish("incubator:updated", demo, { incubatorId: demo });
    await until(() => demoListeners.every((l, i) => l.events.length === (heardBefore[i] ?? 0) + 2));
    expect(reads.count).toBe(2);
  });

  it("answers the publishing mutation while delivery is still held up", async () => {
    const { token } = await t.signIn("admin@demo.test");
    await new Promise((resolve) => setTimeout(resolve, 100));
    const heardBefore = demoListeners.map((l) => l.events.length);
    // The mutation reads its answer right after it publishes, before any subscriber does:
    // every later read — the subscribers' one — waits until released.
    let release = () => {};
    reads.count = 0;
    reads.holdAfter = 1;
    reads.hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const response = await t.app.inject({
      method: "POST",
      url: "/graphql",
      headers: {
        host: "localhost",
        authorization: `Bearer ${token}`,
        "content-type": "application/json",
        "apollo-require-preflight": "true",
      },
      payload: {
        query: `mutation { updateIncubatorSettings(input: {
          name: "Demo Accelerator", currency: "EUR", timezone: "Europe/Paris", defaultLanguage: "en",
          allowUserSelfDelete: true, customLogin: { active: false } }) { name } }`,
      },
    });
    expect(response.json()).toEqual({ data: { updateIncubatorSettings: { name: "Demo Accelerator" } } });
    await until(() => reads.count === 2);
    expect(demoListeners.map((l) => l.events.length)).toEqual(heardBefore);
    release();
    await until(() => demoListeners.every((l, i) => l.events.length === (heardBefore[i] ?? 0) + 1));
    expect(reads.count).toBe(2);
  });
});
