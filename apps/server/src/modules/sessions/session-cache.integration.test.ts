import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { createAppPubSub } from "../../graphql/pubsub.ts";
import { gqlAs } from "../../test/auth-helpers.ts";
import { type TestFixture, useTestApp } from "../../test/fixture.ts";
import { generalSettings, SAVE_GENERAL_SETTINGS } from "../../test/general-settings.ts";
import { databaseKinds, dataField, gql, startTestApp, type TestApp } from "../../test/harness.ts";
import { hasRedisServer, type ThrowawayRedis, throwawayRedis, waitFor } from "../../test/redis-server.ts";
import { requestHandles, statementsDuring } from "../../test/sql-count.ts";

/**
 * Decision 004: an active session is cached for seconds, and a revoked one is still
 * refused at once — by the instance that ended it, by the others as soon as they hear
 * `lookups:invalidated`, and by every instance while Redis is down (no cache then).
 */
const ME = "{ currentUser { id } }";
const LOGOUT = "mutation M($id: ID!) { logoutSession(sessionId: $id) }";
const SETTINGS = "{ incubatorSettings { supportEmail } }";
const CHANGE_ROLE = "mutation M($u: ID!, $r: ID!) { changeUserRole(userId: $u, roleId: $r) { id } }";

const refusal = async (t: TestApp, token: string) =>
  (await gqlAs(t.app, token, ME)).body.errors?.[0]?.extensions?.name ?? null;

async function handlesOf(t: TestApp): Promise<Db[]> {
  const { body } = await gql(t.app, "{ incubator { id } }");
  return requestHandles(t.database, dataField<{ id: string }>(body, "incubator").id);
}

/** Proves that `t` answers this token from its cache: the request sends no SQL at all. */
async function expectCached(t: TestApp, handles: Db[], token: string) {
  await gqlAs(t.app, token, ME);
  const statements = await statementsDuring(handles, () => gqlAs(t.app, token, ME));
  expect(statements).toEqual([]);
}

/** A second instance on the same database and Redis, as a second process would be. */
function useSecondInstance(a: TestFixture, redisUrl: () => string) {
  const b = {} as { app: TestApp };
  beforeAll(async () => {
    b.app = await startTestApp(a.database, { REDIS_URL: redisUrl() }, createAppPubSub(redisUrl()));
  });
  afterAll(() => b.app?.close());
  return b;
}

describe.each(databaseKinds("sql"))("the session cache of one instance, on %s", (kind) => {
  const t = useTestApp(kind);

  it("refuses a session at once after it ends, though it was cached", async () => {
    const handles = await handlesOf(t);
    const { token, sessionId } = await t.signIn("mentor@demo.test");
    await expectCached(t, handles, token);
    expect((await gqlAs(t.app, token, LOGOUT, { id: sessionId })).body.data?.logoutSession).toBe(true);
    expect(await refusal(t, token)).toBe("AuthenticationRequiredError");
  });
});

const redisUrl = inject("redisUrl");

describe.skipIf(!redisUrl)("the look-up caches of two instances over Redis", () => {
  const a = useTestApp(databaseKinds("sql")[0] ?? "pglite", {
    env: { REDIS_URL: redisUrl ?? "" },
    pubsub: () => createAppPubSub(redisUrl ?? undefined),
  });
  const b = useSecondInstance(a, () => redisUrl ?? "");

  it("refuses on the other instance a session ended on one, as soon as it hears of it", async () => {
    const handles = await handlesOf(b.app);
    const { token, sessionId } = await a.signIn("coach@demo.test");
    await expectCached(b.app, handles, token);
    expect((await gqlAs(a.app, token, LOGOUT, { id: sessionId })).body.data?.logoutSession).toBe(true);
    expect(await refusal(a, token)).toBe("AuthenticationRequiredError");
    // Well within the entry's 10 s: only the invalidation can have dropped it.
    await waitFor(async () => (await refusal(b.app, token)) !== null, "the other instance to refuse", 2_000);
    expect(await refusal(b.app, token)).toBe("AuthenticationRequiredError");
  });

  it("takes a user's old role group away on the other instance as soon as it hears of the change", async () => {
    const admin = await a.tokenOf("admin@demo.test");
    const { token, userId } = await a.signIn("admincoach@demo.test");
    await expectCached(b.app, await handlesOf(b.app), token);
    expect((await gqlAs(b.app.app, token, SETTINGS)).body.errors).toBeUndefined();
    const roles = dataField<{ id: string; type: string; isCustom: boolean }[]>(
      (await gqlAs(a.app, admin, "{ roles { id type isCustom } }")).body,
      "roles",
    );
    const staff = roles.find((r) => r.type === "Staff" && !r.isCustom)?.id;
    const changed = await gqlAs(a.app, admin, CHANGE_ROLE, { u: userId, r: staff });
    expect(changed.body.errors).toBeUndefined();
    const forbidden = async () =>
      (await gqlAs(b.app.app, token, SETTINGS)).body.errors?.[0]?.extensions?.name;
    await waitFor(
      async () => (await forbidden()) === "ForbiddenError",
      "the other instance to refuse",
      2_000,
    );
  });

  it("shows the next request on the other instance a changed incubator setting", async () => {
    const admin = await a.tokenOf("admin@demo.test");
    await gqlAs(b.app.app, admin, SETTINGS);
    const saved = await gqlAs(a.app, admin, SAVE_GENERAL_SETTINGS, {
      i: generalSettings("cached@demo.test"),
    });
    expect(saved.body.errors).toBeUndefined();
    const read = await gqlAs(b.app.app, admin, SETTINGS);
    expect(dataField(read.body, "incubatorSettings")).toEqual({ supportEmail: "cached@demo.test" });
  });
});

describe.skipIf(!hasRedisServer)("the look-up caches while Redis is down", () => {
  let redis: ThrowawayRedis;
  beforeAll(async () => {
    redis = await throwawayRedis();
  });
  // Registered before the apps': runs after they have closed.
  afterAll(() => redis?.stop());
  const a = useTestApp(databaseKinds("sql")[0] ?? "pglite", {
    env: () => ({ REDIS_URL: redis.url }),
    pubsub: () => createAppPubSub(redis.url),
  });
  const b = useSecondInstance(a, () => redis.url);

  it("caches nothing while the invalidations cannot arrive, and again once they can", async () => {
    const handles = await handlesOf(b.app);
    const { token, sessionId } = await a.signIn("staff@demo.test");
    await expectCached(b.app, handles, token);

    await redis.stop();
    await waitFor(() => b.app.pubsub.deliveryEpoch() === null, "the second instance to see Redis gone");
    // The other instance does not hear this end (the publish is lost), yet refuses the token.
    expect((await gqlAs(a.app, token, LOGOUT, { id: sessionId })).body.data?.logoutSession).toBe(true);
    expect(await refusal(b.app, token)).toBe("AuthenticationRequiredError");

    // Without Redis every request asks the database.
    const other = await a.signIn("evaluator@demo.test");
    await gqlAs(b.app.app, other.token, ME);
    const uncached = await statementsDuring(handles, () => gqlAs(b.app.app, other.token, ME));
    expect(uncached.length).toBeGreaterThan(0);

    await redis.start();
    await waitFor(
      () => b.app.pubsub.deliveryEpoch() !== null,
      "the second instance to hear Redis again",
      15_000,
    );
    await expectCached(b.app, handles, other.token);
  }, 60_000);
});
