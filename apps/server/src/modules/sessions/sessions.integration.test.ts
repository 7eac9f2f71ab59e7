import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { incubators } from "../../db/schema/index.ts";
import { gqlAs, postSignIn, signInAs } from "../../test/auth-helpers.ts";
import { useTestApp } from "../../test/fixture.ts";
import { databaseKinds } from "../../test/harness.ts";
import { firstResult, wsClient } from "../../test/ws-client.ts";
import { MAX_SESSIONS_MESSAGE } from "./sessions.errors.ts";

const UPSERT = "mutation Upsert($takeover: Boolean) { upsertSession(takeover: $takeover) { id status } }";
const ME = "{ currentUser { email } }";

describe.each(databaseKinds("both"))("sessions on %s", (kind) => {
  const t = useTestApp(kind, {
    prepare: async (database) => {
      await database.db.update(incubators).set({ maxSessionsPerUser: 2 }).where(eq(incubators.slug, "demo"));
    },
  });
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (t.app.server.address() as { port: number }).port;
  });

  it("lets a pending session do nothing but activate itself", async () => {
    const { body } = await postSignIn(t.app, "admin@demo.test");
    const token = body.token as string;
    const me = await gqlAs(t.app, token, ME);
    expect(me.body.errors?.[0]?.extensions?.name).toBe("AuthenticationRequiredError");
    const upsert = await gqlAs(t.app, token, UPSERT);
    expect(upsert.body.data?.upsertSession).toMatchObject({ status: "active" });
    expect((await gqlAs(t.app, token, ME)).body.data?.currentUser).toEqual({ email: "admin@demo.test" });
  });

  it("refuses a session beyond the limit, then takes over the oldest on request", async () => {
    const first = await signInAs(t.app, "coach@demo.test");
    const second = await signInAs(t.app, "coach@demo.test");
    const third = (await postSignIn(t.app, "coach@demo.test")).body.token as string;

    const refused = await gqlAs(t.app, third, UPSERT);
    expect(refused.body.errors?.[0]).toMatchObject({
      message: MAX_SESSIONS_MESSAGE,
      extensions: { name: "LimitReachedError", sessionId: expect.any(String) },
    });

    const client = wsClient(port, { authorization: `Bearer ${first.token}` });
    const loggedOut = firstResult<{ data: { sessionLoggedOut: { sessionId: string; reason: string } } }>(
      client,
      `subscription { sessionLoggedOut(sessionId: "${first.sessionId}") { sessionId reason } }`,
    );
    // A second, open-ended subscription keeps the (lazy) client connected until the server closes it.
    client.subscribe(
      { query: "subscription { incubatorUpdated { name } }" },
      { next() {}, error() {}, complete() {} },
    );
    const closed = new Promise<number>((resolve) =>
      client.on("closed", (event) => resolve((event as CloseEvent).code)),
    );
    await new Promise((r) => setTimeout(r, 300));

    const takeover = await gqlAs(t.app, third, UPSERT, { takeover: true });
    expect(takeover.body.data?.upsertSession).toMatchObject({ status: "active" });
    expect((await loggedOut).data.sessionLoggedOut).toEqual({
      sessionId: first.sessionId,
      reason: "takeover",
    });
    expect(await closed).toBe(4401);

    expect((await gqlAs(t.app, first.token, ME)).body.errors?.[0]?.extensions?.name).toBe(
      "AuthenticationRequiredError",
    );
    expect((await gqlAs(t.app, second.token, ME)).body.data?.currentUser).toBeTruthy();
    expect((await gqlAs(t.app, third, ME)).body.data?.currentUser).toBeTruthy();
    await client.dispose();
  });

  it("ends a session on log-out; its token and websocket stop working", async () => {
    const { token, sessionId } = await signInAs(t.app, "mentor@demo.test");
    const out = await gqlAs(t.app, token, `mutation { logoutSession(sessionId: "${sessionId}") }`);
    expect(out.body.data?.logoutSession).toBe(true);
    expect((await gqlAs(t.app, token, ME)).body.errors?.[0]?.extensions?.name).toBe(
      "AuthenticationRequiredError",
    );
    expect((await gqlAs(t.app, token, UPSERT)).body.errors?.[0]?.extensions?.name).toBe(
      "AuthenticationRequiredError",
    );
    const client = wsClient(port, { authorization: `Bearer ${token}` });
    await expect(firstResult(client, "subscription { incubatorUpdated { name } }")).rejects.toBeTruthy();
    await client.dispose();
  });

  it("will not end or listen to another user's session", async () => {
    const mine = await signInAs(t.app, "staff@demo.test");
    const theirs = await signInAs(t.app, "evaluator@demo.test");
    const out = await gqlAs(
      t.app,
      mine.token,
      `mutation { logoutSession(sessionId: "${theirs.sessionId}") }`,
    );
    expect(out.body.errors?.[0]?.extensions?.name).toBe("NotFoundError");
    expect((await gqlAs(t.app, theirs.token, ME)).body.data?.currentUser).toBeTruthy();
    const client = wsClient(port, { authorization: `Bearer ${mine.token}` });
    const eavesdrop = await firstResult<{ errors?: { extensions: { name: string } }[] }>(
      client,
      `subscription { sessionLoggedOut(sessionId: "${theirs.sessionId}") { reason } }`,
    );
    expect(eavesdrop.errors?.[0]?.extensions.name).toBe("ForbiddenError");
    await client.dispose();
  });

  it("refreshes an active session", async () => {
    const { token, sessionId } = await signInAs(t.app, "community@demo.test");
    const again = await gqlAs(
      t.app,
      token,
      `mutation { upsertSession(sessionId: "${sessionId}") { id status } }`,
    );
    expect(again.body.data?.upsertSession).toEqual({ id: sessionId, status: "active" });
  });
});
