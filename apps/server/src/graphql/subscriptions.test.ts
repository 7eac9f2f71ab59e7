import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Database } from "../db/client.ts";
import { dataField, gql, openTestDatabase, startTestApp, type TestApp } from "../test/harness.ts";
import { startServerProcess } from "../test/server-process.ts";
import { firstResult, publishUntil, wsClient } from "../test/ws-client.ts";
import { createAppPubSub } from "./pubsub.ts";

const SUBSCRIPTION = "subscription { incubatorUpdated { name } }";

async function listen(t: TestApp): Promise<number> {
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  return (t.app.server.address() as { port: number }).port;
}

async function demoId(t: TestApp): Promise<string> {
  const { body } = await gql(t.app, "{ incubator { id } }");
  return dataField<{ id: string }>(body, "incubator").id;
}

describe("websocket handshake", () => {
  let database: Database;
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    database = await openTestDatabase("pglite");
    t = await startTestApp(database);
    port = await listen(t);
  });
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  it("refuses a browser whose Origin is another site", async () => {
    const client = wsClient(port, { origin: "https://evil.example" });
    await expect(firstResult(client, SUBSCRIPTION)).rejects.toThrow();
    await client.dispose();
  });

  it("refuses an unknown tenant", async () => {
    const client = wsClient(port, { host: "nosuch.localhost" });
    await expect(firstResult(client, SUBSCRIPTION)).rejects.toThrow();
    await client.dispose();
  });

  it("applies the same validation and limits as HTTP", async () => {
    const client = wsClient(port);
    await expect(firstResult(client, "subscription { nosuchField }")).rejects.toThrow(/nosuchField/);
    await client.dispose();
  });
});

const redisUrl = inject("redisUrl");

describe.skipIf(!redisUrl)("pub/sub over Redis", () => {
  let database: Database;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    database = await openTestDatabase("pglite");
    // Two server instances, each with its own Redis connections, as two processes would have.
    a = await startTestApp(database, { REDIS_URL: redisUrl ?? "" }, createAppPubSub(redisUrl ?? undefined));
    b = await startTestApp(database, { REDIS_URL: redisUrl ?? "" }, createAppPubSub(redisUrl ?? undefined));
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await database.close();
  });

  it("delivers an event published through one instance to a subscriber of the other", async () => {
    const port = await listen(b);
    const client = wsClient(port);
    const received = firstResult<{ data: unknown }>(client, SUBSCRIPTION);
    const id = await demoId(a);
    const result = await publishUntil(received, () =>
      a.pubsub.publish("incubator:updated", id, { incubatorId: id }),
    );
    expect(result).toEqual({ data: { incubatorUpdated: { name: "Demo Accelerator" } } });
    await client.dispose();
  });
});

const postgresUrl = inject("postgresUrl");

describe.skipIf(!redisUrl || !postgresUrl)("pub/sub over Redis between two OS processes", () => {
  it("delivers an event published in this process to a subscriber of another server process", async () => {
    const database = await openTestDatabase("postgres");
    const a = await startTestApp(
      database,
      { REDIS_URL: redisUrl ?? "" },
      createAppPubSub(redisUrl ?? undefined),
    );
    const b = await startServerProcess({ DATABASE_URL: postgresUrl ?? "", REDIS_URL: redisUrl ?? "" });
    try {
      const client = wsClient(b.port);
      const received = firstResult<{ data: unknown }>(client, SUBSCRIPTION);
      const id = await demoId(a);
      const result = await publishUntil(received, () =>
        a.pubsub.publish("incubator:updated", id, { incubatorId: id }),
      );
      expect(result).toEqual({ data: { incubatorUpdated: { name: "Demo Accelerator" } } });
      await client.dispose();
    } finally {
      await b.stop();
      await a.close();
      await database.close();
    }
  }, 90_000);
});
