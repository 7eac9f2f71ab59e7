import type net from "node:net";
import type { Client } from "graphql-ws";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gqlAs, PASSWORD, postSignIn } from "../test/auth-helpers.ts";
import { useTestApp } from "../test/fixture.ts";
import { generalSettings, SAVE_GENERAL_SETTINGS } from "../test/general-settings.ts";
import { dataField, gql } from "../test/harness.ts";
import { hasRedisServer, type ThrowawayRedis, throwawayRedis, waitFor } from "../test/redis-server.ts";
import { wsClient } from "../test/ws-client.ts";
import { createAppPubSub } from "./pubsub.ts";

/**
 * ARCHITECTURE.md §4: a Redis outage degrades a feature, never the process. A throwaway
 * redis-server of this test's own is killed mid-test and started again on the same port.
 * redis-outage.smoke.test.ts does the same to the real entry point as its own OS process.
 */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!hasRedisServer)("a Redis outage", () => {
  let redis: ThrowawayRedis;
  const warnings: { context: object; message: string }[] = [];
  const log = {
    warn: (context: object, message: string) => warnings.push({ context, message }),
    info: () => {},
  };
  beforeAll(async () => {
    redis = await throwawayRedis();
  });
  // Registered before the app's: runs after the app has closed.
  afterAll(() => redis?.stop());
  const t = useTestApp("pglite", {
    env: () => ({ REDIS_URL: redis.url }),
    pubsub: () => createAppPubSub(redis.url, log),
  });
  let client: Client | undefined;
  afterAll(async () => {
    await client?.dispose();
  });

  it("keeps the process up, the writes, sign-in, and delivers events again once Redis is back", async () => {
    const admin = (await t.signIn("admin@demo.test")).token;
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const appPort = (t.app.server.address() as net.AddressInfo).port;

    // A subscriber, heard once before the outage.
    const events: unknown[] = [];
    client = wsClient(appPort);
    client.subscribe(
      { query: "subscription { incubatorUpdated { name } }" },
      { next: (value) => void events.push(value), error: () => {}, complete: () => {} },
    );
    const { body: incubator } = await gql(t.app, "{ incubator { id } }");
    const id = dataField<{ id: string }>(incubator, "incubator").id;
    await waitFor(() => {
      t.pubsub.publish("incubator:updated", id, { incubatorId: id });
      return events.length > 0;
    }, "the first event");

    // A message that is not JSON on a channel is logged and skipped, not thrown.
    const raw = new Redis(redis.url);
    await raw.publish(`incubator:updated:${id}`, "{not json");
    await raw.quit();
    await waitFor(
      () => warnings.some((w) => /unreadable message/.test(w.message)),
      "the unreadable message's warning",
    );

    await redis.stop();

    // A publishing write answers as usual, and stands.
    const saved = await gqlAs(t.app, admin, SAVE_GENERAL_SETTINGS, {
      i: generalSettings("outage@demo.test"),
    });
    expect(saved.body.errors).toBeUndefined();
    expect(dataField(saved.body, "updateIncubatorSettings")).toEqual({ supportEmail: "outage@demo.test" });
    const other = await t.signIn("staff@demo.test");
    const out = await gqlAs(
      t.app,
      other.token,
      `mutation { logoutSession(sessionId: "${other.sessionId}") }`,
    );
    expect(out.body.data?.logoutSession).toBe(true);
    expect(
      (await gqlAs(t.app, other.token, "{ currentUser { id } }")).body.errors?.[0]?.extensions?.name,
    ).toBe("AuthenticationRequiredError");

    // Sign-in keeps working (the throttle counts in process), by REST and GraphQL.
    expect((await postSignIn(t.app, "founder@demo.test")).status).toBe(200);
    const signIn = await gql(
      t.app,
      `mutation { signIn(email: "coach@demo.test", password: "${PASSWORD}") { user { email } } }`,
    );
    expect(signIn.body.data?.signIn).toEqual({ user: { email: "coach@demo.test" } });
    expect((await postSignIn(t.app, "coach@demo.test", "wrong")).status).toBe(401);

    // The lost publishes are logged with their topic once ioredis gives them up; nothing crashes.
    await waitFor(() => warnings.some((w) => /event lost/.test(w.message)), "the lost event's warning");
    expect(warnings.find((w) => /event lost/.test(w.message))?.context).toMatchObject({
      topic: expect.stringMatching(/^incubator:updated|^session:ended|^sessions:ended|^lookups:invalidated/),
    });
    await sleep(500);
    expect((await t.app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
    const read = await gqlAs(t.app, admin, "{ incubatorSettings { supportEmail } }");
    expect(dataField(read.body, "incubatorSettings")).toEqual({ supportEmail: "outage@demo.test" });

    // Redis returns on the same port: the subscriber hears the next write.
    await redis.start();
    const heard = events.length;
    await waitFor(
      async () => {
        await gqlAs(t.app, admin, SAVE_GENERAL_SETTINGS, { i: generalSettings("back@demo.test") });
        return events.length > heard;
      },
      "an event after Redis came back",
      15_000,
    );
    expect(events.at(-1)).toEqual({ data: { incubatorUpdated: { name: "Demo Accelerator" } } });
  }, 60_000);
});
