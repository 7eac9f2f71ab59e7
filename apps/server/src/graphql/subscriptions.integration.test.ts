import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { useTestApp } from "../test/fixture.ts";
import { dataField, gql, startTestApp, type TestApp } from "../test/harness.ts";
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
  const t = useTestApp("pglite");
  let port: number;
  beforeAll(async () => {
    port = await listen(t);
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
  const a = useTestApp("pglite", {
    env: { REDIS_URL: redisUrl ?? "" },
    pubsub: () => createAppPubSub(redisUrl ?? undefined),
  });
  // A second server instance on the same database, with its own Redis connections, as a second process would have.
  let b: TestApp;
  beforeAll(async () => {
    b = await startTestApp(a.database, { REDIS_URL: redisUrl ?? "" }, createAppPubSub(redisUrl ?? undefined));
  });
  afterAll(() => b.close());

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
