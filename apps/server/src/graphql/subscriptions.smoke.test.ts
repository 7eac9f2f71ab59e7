import { describe, expect, inject, it } from "vitest";
import { dataField, gql, openTestDatabase, startTestApp, type TestApp } from "../test/harness.ts";
import { startServerProcess } from "../test/server-process.ts";
import { firstResult, publishUntil, wsClient } from "../test/ws-client.ts";
import { createAppPubSub } from "./pubsub.ts";

/** Smoke: a second server as its own OS process (apps/server/src/main.ts), sharing PostgreSQL and Redis. */
const SUBSCRIPTION = "subscription { incubatorUpdated { name } }";
const redisUrl = inject("redisUrl");

async function demoId(t: TestApp): Promise<string> {
  const { body } = await gql(t.app, "{ incubator { id } }");
  return dataField<{ id: string }>(body, "incubator").id;
}

const postgresUrl = inject("postgresTemplate");

describe.skipIf(!redisUrl || !postgresUrl)("pub/sub over Redis between two OS processes", () => {
  it("delivers an event published in this process to a subscriber of another server process", async () => {
    const database = await openTestDatabase("postgres");
    const a = await startTestApp(
      database,
      { REDIS_URL: redisUrl ?? "" },
      createAppPubSub(redisUrl ?? undefined),
    );
    const b = await startServerProcess({ DATABASE_URL: database.url ?? "", REDIS_URL: redisUrl ?? "" });
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
