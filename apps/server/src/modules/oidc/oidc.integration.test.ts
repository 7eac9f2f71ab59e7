import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { incubators, oidcConnections, oidcStates, sessions } from "../../db/schema/index.ts";
import { gqlAs } from "../../test/auth-helpers.ts";
import { useTestApp } from "../../test/fixture.ts";
import { dataField, gql } from "../../test/harness.ts";
import { startTestProvider, TEST_CLIENT } from "./oidc-test-provider.ts";

describe("sign-in with OpenID Connect", () => {
  const t = useTestApp("pglite");
  let provider: Awaited<ReturnType<typeof startTestProvider>>;
  let connectionId: string;
  let orbitConnectionId: string;

  beforeAll(async () => {
    provider = await startTestProvider({
      founder: { email: "founder@demo.test", email_verified: true },
      stranger: { email: "stranger@elsewhere.test", email_verified: true },
      unverified: { email: "founder@demo.test", email_verified: false },
    });
    connectionId = await addConnection("demo", provider.issuer);
    orbitConnectionId = await addConnection("orbit", provider.issuer);
    await t.database.db.update(incubators).set({ ssoEnabled: true }).where(eq(incubators.slug, "demo"));
  });
  afterAll(() => provider.close());

  async function addConnection(slug: string, issuer: string) {
    const [incubator] = await t.database.db.select().from(incubators).where(eq(incubators.slug, slug));
    const [row] = await t.database.db
      .insert(oidcConnections)
      .values({
        incubatorId: incubator?.id ?? "",
        name: "Company account",
        provider: "test",
        issuer,
        clientId: TEST_CLIENT.clientId,
        clientSecret: TEST_CLIENT.clientSecret,
      })
      .returning();
    return row?.id ?? "";
  }

  const start = (id: string, returnTo = "/events", host = "localhost") =>
    t.app.inject({ url: `/auth/oidc/${id}/start?${new URLSearchParams({ returnTo })}`, headers: { host } });

  const callback = (callbackUrl: string, host = "localhost") =>
    t.app.inject({ method: "POST", url: "/auth/oidc/callback", headers: { host }, payload: { callbackUrl } });

  /** Start → the provider's login as `accountId` → the URL the provider sends the browser to. */
  async function providerCallbackUrl(accountId: string, returnTo?: string, via = { provider, connectionId }) {
    const started = await start(via.connectionId, returnTo);
    expect(started.statusCode).toBe(302);
    via.provider.signInAs(accountId);
    return via.provider.authorize(String(started.headers.location));
  }

  const sessionCount = async () => (await t.database.db.select({ n: count() }).from(sessions))[0]?.n;

  it("offers the connection in authMode", async () => {
    const { body } = await gql(t.app, "{ authMode { enabled oauthConnections { id protocol name } } }");
    expect(dataField(body, "authMode")).toEqual({
      enabled: true,
      oauthConnections: [{ id: connectionId, protocol: "oidc", name: "Company account" }],
    });
  });

  it("redirects to the provider with PKCE, state and nonce", async () => {
    const response = await start(connectionId);
    expect(response.statusCode).toBe(302);
    const location = new URL(String(response.headers.location));
    expect(location.origin).toBe(provider.issuer);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      client_id: TEST_CLIENT.clientId,
      redirect_uri: TEST_CLIENT.redirectUri,
      response_type: "code",
      code_challenge_method: "S256",
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      state: expect.stringMatching(/.{20,}/),
      nonce: expect.stringMatching(/.{20,}/),
    });
  });

  it("signs an existing user in; the token opens a session like a password sign-in", async () => {
    const response = await callback(await providerCallbackUrl("founder"));
    expect(response.statusCode).toBe(200);
    const { token, user, returnTo } = response.json();
    expect(user.email).toBe("founder@demo.test");
    expect(returnTo).toBe("/events");

    const session = await gqlAs(t.app, token, "mutation { upsertSession { status } }");
    expect(session.body.data).toEqual({ upsertSession: { status: "active" } });
    const me = await gqlAs(t.app, token, "{ currentUser { email } }");
    expect(me.body.data).toEqual({ currentUser: { email: "founder@demo.test" } });
  });

  it("reads the e-mail from UserInfo when the provider keeps it out of the ID token", async () => {
    const strict = await startTestProvider({ founder: { email: "founder@demo.test" } }, false);
    const strictId = await addConnection("demo", strict.issuer);
    try {
      const response = await callback(
        await providerCallbackUrl("founder", "/", { provider: strict, connectionId: strictId }),
      );
      expect(response.json().user?.email).toBe("founder@demo.test");
    } finally {
      await t.database.db.delete(oidcConnections).where(eq(oidcConnections.id, strictId));
      await strict.close();
    }
  });

  it("refuses an e-mail that no account of the incubator uses, and opens no session", async () => {
    const before = await sessionCount();
    const response = await callback(await providerCallbackUrl("stranger"));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      name: "ExternalSignInFailed",
      message: "No account uses the e-mail stranger@elsewhere.test in this organisation.",
    });
    expect(await sessionCount()).toBe(before);
  });

  it("refuses an e-mail the provider has not verified", async () => {
    const response = await callback(await providerCallbackUrl("unverified"));
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(
      "The sign-in provider has not verified the e-mail founder@demo.test.",
    );
  });

  it("uses a state once", async () => {
    const url = await providerCallbackUrl("founder");
    expect((await callback(url)).statusCode).toBe(200);
    const again = await callback(url);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe("The sign-in request expired, please try again.");
  });

  it("refuses the state on another incubator's host, and leaves it to its own", async () => {
    const url = await providerCallbackUrl("founder");
    const elsewhere = await callback(url, "orbit.localhost");
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.json().message).toBe("The sign-in request expired, please try again.");
    expect((await callback(url)).statusCode).toBe(200);
  });

  it("refuses a state past its ten minutes", async () => {
    const url = await providerCallbackUrl("founder");
    const state = new URL(url).searchParams.get("state") ?? "";
    await t.database.db
      .update(oidcStates)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oidcStates.state, state));
    expect((await callback(url)).json().message).toBe("The sign-in request expired, please try again.");
  });

  it("shows the provider's own reason when it answers with an error", async () => {
    const state = new URL(String((await start(connectionId)).headers.location)).searchParams.get("state");
    const url = `${TEST_CLIENT.redirectUri}?${new URLSearchParams({ error: "access_denied", error_description: "The user cancelled.", state: state ?? "" })}`;
    const response = await callback(url);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe("The user cancelled.");
  });

  it("refuses a tampered code", async () => {
    const url = new URL(await providerCallbackUrl("founder"));
    url.searchParams.set("code", "forged");
    expect((await callback(url.href)).json().message).toBe("The sign-in provider refused the request.");
  });

  it("answers 404 for another incubator's connection", async () => {
    const response = await start(orbitConnectionId);
    expect(response.statusCode).toBe(404);
    expect(response.json().name).toBe("NotFoundError");
    // Orbit has not enabled single sign-on: its own connection is not offered either.
    expect((await start(orbitConnectionId, "/", "orbit.localhost")).statusCode).toBe(404);
  });

  it("returns to / rather than to another site", async () => {
    const response = await callback(await providerCallbackUrl("founder", "//evil.example"));
    expect(response.json().returnTo).toBe("/");
  });

  it("answers ValidationError for a callback without a URL", async () => {
    const response = await t.app.inject({ method: "POST", url: "/auth/oidc/callback", payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().name).toBe("ValidationError");
  });
});
