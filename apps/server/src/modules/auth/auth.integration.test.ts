import { eq, sql } from "drizzle-orm";
import { SignJWT, UnsecuredJWT } from "jose";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { sessions, users } from "../../db/schema/index.ts";
import { gqlAs, PASSWORD, postSignIn, signInAs } from "../../test/auth-helpers.ts";
import { useTestApp } from "../../test/fixture.ts";
import { databaseKinds, gql, startTestApp, type TestApp } from "../../test/harness.ts";
import { THROTTLE } from "./throttle.ts";

const ME = "{ currentUser { email fullName role { type label } startups { name } } }";

describe.each(databaseKinds("sql"))("sign-in on %s", (kind) => {
  const t = useTestApp(kind);
  const sessionCount = async () =>
    (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(sessions))[0]?.n ?? 0;

  it("signs a demo user in and returns a token and the user", async () => {
    const { status, body } = await postSignIn(t.app, "founder@demo.test");
    expect(status).toBe(200);
    expect(body.token).toEqual(expect.any(String));
    expect(body.user).toMatchObject({ email: "founder@demo.test", role: { type: "Cofounder" } });
  });

  it("knows the user once the session is active", async () => {
    const { token } = await signInAs(t.app, "founder@demo.test");
    const { body } = await gqlAs(t.app, token, ME);
    expect(body.data?.currentUser).toMatchObject({
      fullName: "Fatima Founder",
      role: { label: "Co/Founder" },
      startups: [{ name: "Nimbus Analytics" }],
    });
  });

  it("accepts the e-mail in any case", async () => {
    expect((await postSignIn(t.app, "  Founder@Demo.TEST ")).status).toBe(200);
  });

  it("answers one generic message for a wrong password and an unknown e-mail, and opens no session", async () => {
    const before = await sessionCount();
    const wrong = await postSignIn(t.app, "coach@demo.test", "nope-nope");
    const unknown = await postSignIn(t.app, "nobody@demo.test", "nope-nope");
    for (const r of [wrong, unknown]) {
      expect(r.status).toBe(401);
      expect(r.body).toMatchObject({ name: "InvalidCredentials", message: "Wrong e-mail or password." });
    }
    expect(await sessionCount()).toBe(before);
  });

  it("rejects missing and malformed fields with per-field messages", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/auth/local",
      headers: { "content-type": "application/json" },
      payload: { email: 42 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      name: "ValidationError",
      fields: { email: expect.any(String), password: "password is a required field" },
    });
    const notJson = await t.app.inject({
      method: "POST",
      url: "/auth/local",
      headers: { "content-type": "application/json" },
      payload: "{oops",
    });
    expect(notJson.statusCode).toBe(400);
  });

  it("keeps the same e-mail in two incubators as two accounts", async () => {
    const demo = await postSignIn(t.app, "coach@demo.test", PASSWORD, "localhost");
    const orbit = await postSignIn(t.app, "coach@demo.test", PASSWORD, "orbit.localhost");
    expect(demo.status).toBe(200);
    expect(orbit.status).toBe(401);
    expect((await postSignIn(t.app, "coach@orbit.test", PASSWORD, "orbit.localhost")).status).toBe(200);
  });

  it("refuses an incubator in the body that is not the host's", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/auth/local",
      headers: { host: "localhost", "content-type": "application/json" },
      payload: { email: "coach@demo.test", password: PASSWORD, incubator: "orbit" },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ name: "InvalidIncubator" });
  });

  it("refuses a deactivated or deleted user, and ends their access at once", async () => {
    const { token } = await signInAs(t.app, "expert@demo.test");
    await t.database.db.update(users).set({ status: "deleted" }).where(eq(users.email, "expert@demo.test"));
    const after = await gqlAs(t.app, token, ME);
    expect(after.body.errors?.[0]?.extensions?.name).toBe("AuthenticationRequiredError");
    expect((await postSignIn(t.app, "expert@demo.test")).status).toBe(401);
    await t.database.db.update(users).set({ status: "active" }).where(eq(users.email, "expert@demo.test"));
  });

  it("signs in through the signIn mutation too", async () => {
    const { body } = await gql(
      t.app,
      `mutation { signIn(email: "mentor@demo.test", password: "${PASSWORD}") { token user { email } } }`,
    );
    expect(body.data?.signIn).toMatchObject({ user: { email: "mentor@demo.test" } });
  });
});

describe("tokens", () => {
  const t = useTestApp("pglite");
  let token: string;
  beforeAll(async () => {
    token = (await signInAs(t.app, "staff@demo.test")).token;
  });
  const refused = async (bad: string) => {
    const { body } = await gqlAs(t.app, bad, ME);
    expect(body.data ?? null).toBeNull();
    expect(body.errors?.[0]?.extensions?.name).toBe("AuthenticationRequiredError");
    const rest = await t.app.inject({
      method: "PUT",
      url: "/user",
      headers: { authorization: `Bearer ${bad}`, "content-type": "application/json" },
      payload: { headline: "x" },
    });
    expect(rest.statusCode).toBe(401);
  };

  it("accepts the genuine token", async () => {
    expect((await gqlAs(t.app, token, ME)).body.data?.currentUser).toBeTruthy();
  });

  it("refuses a tampered token", async () => {
    const [header, payload, signature] = token.split(".");
    const claims = JSON.parse(Buffer.from(payload ?? "", "base64url").toString());
    const forged = Buffer.from(
      JSON.stringify({ ...claims, sub: "00000000-0000-0000-0000-000000000000" }),
    ).toString("base64url");
    await refused(`${header}.${forged}.${signature}`);
  });

  it("refuses alg none", async () => {
    const claims = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString());
    await refused(new UnsecuredJWT(claims).encode());
  });

  it("refuses a token signed with another key, and an expired one", async () => {
    const claims = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString());
    const otherKey = new TextEncoder().encode("x".repeat(48));
    await refused(await new SignJWT(claims).setProtectedHeader({ alg: "HS256" }).sign(otherKey));
    const [row] = await t.database.db
      .execute(sql`select value from app_secrets where name = 'jwt'`)
      .then((r) => (r as unknown as { rows: { value: string }[] }).rows);
    const key = new TextEncoder().encode(row?.value);
    const expired = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 })
      .setProtectedHeader({ alg: "HS256" })
      .sign(key);
    await refused(expired);
  });

  it("refuses the token on another tenant", async () => {
    const { body } = await gqlAs(t.app, token, ME, undefined, "orbit.localhost");
    expect(body.errors?.[0]?.extensions?.name).toBe("AuthenticationRequiredError");
  });
});

/** POST /auth/local from a given address (light-my-request's remote address: req.ip). */
async function signInFrom(app: TestApp["app"], ip: string, email: string, password = PASSWORD) {
  const response = await app.inject({
    method: "POST",
    url: "/auth/local",
    remoteAddress: ip,
    headers: { host: "localhost", "content-type": "application/json" },
    payload: { email, password },
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("throttling", () => {
  const t = useTestApp("pglite");

  it("counts every aliased attempt in one GraphQL request", async () => {
    const attempts = Array.from(
      { length: THROTTLE.perAccountAndIp + 1 },
      (_, i) => `a${i}: signIn(email: "subadmin@demo.test", password: "wrong-${i}") { token }`,
    );
    const { body } = await gql(t.app, `mutation { ${attempts.join(" ")} }`);
    const names = body.errors?.map((e) => e.extensions?.name) ?? [];
    expect(names.filter((n) => n === "InvalidCredentials")).toHaveLength(THROTTLE.perAccountAndIp);
    expect(names).toContain("LimitReachedError");
    const rest = await postSignIn(t.app, "subadmin@demo.test");
    expect(rest.status).toBe(429);
    expect(rest.body).toMatchObject({ name: "LimitReachedError", retryAfter: expect.any(Number) });
    expect(String(rest.body.message)).toMatch(/Too many sign-in attempts/);
  });

  it("throttles per account, not the other accounts of the same incubator", async () => {
    expect((await postSignIn(t.app, "evaluator@demo.test")).status).toBe(200);
  });

  it("lets the right password in from another address while one address is refused", async () => {
    for (let i = 0; i < THROTTLE.perAccountAndIp; i++) {
      expect((await signInFrom(t.app, "10.1.0.1", "admin@demo.test", `wrong-${i}`)).status).toBe(401);
    }
    expect((await signInFrom(t.app, "10.1.0.1", "admin@demo.test")).status).toBe(429);
    expect((await signInFrom(t.app, "10.1.0.2", "admin@demo.test")).status).toBe(200);
    // The refused address stays refused: a success elsewhere does not free it.
    expect((await signInFrom(t.app, "10.1.0.1", "admin@demo.test")).status).toBe(429);
  });

  it("counts only failures: a success costs nothing and clears the address's count", async () => {
    const from = "10.2.0.1";
    for (let i = 0; i < THROTTLE.perAccountAndIp - 1; i++) {
      expect((await signInFrom(t.app, from, "staff@demo.test", `wrong-${i}`)).status).toBe(401);
    }
    for (let i = 0; i < 3; i++) expect((await signInFrom(t.app, from, "staff@demo.test")).status).toBe(200);
    for (let i = 0; i < THROTTLE.perAccountAndIp; i++) {
      expect((await signInFrom(t.app, from, "staff@demo.test", `again-${i}`)).status).toBe(401);
    }
    expect((await signInFrom(t.app, from, "staff@demo.test")).status).toBe(429);
  });

  it("slows an account guessed at from many addresses with a growing wait, not a lockout", async () => {
    const email = "mentor@demo.test";
    // The free failures, spread so that no address reaches its own limit.
    for (let i = 0; i < THROTTLE.perAccountFree; i++) {
      expect((await signInFrom(t.app, `10.3.${i}.1`, email, `wrong-${i}`)).status).toBe(401);
    }
    // The next attempt passes and sets a 1 s wait; one during the wait is refused, from anywhere.
    expect((await signInFrom(t.app, "10.3.100.1", email, "wrong")).status).toBe(401);
    const early = await signInFrom(t.app, "10.3.100.2", email);
    expect(early.status).toBe(429);
    expect(early.body).toMatchObject({ name: "LimitReachedError", retryAfter: 1 });
    // After the wait the owner gets in; the refused attempt did not count.
    await sleep(1100);
    expect((await signInFrom(t.app, "10.3.100.2", email)).status).toBe(200);
  });

  it("lets the owner in without the wait from an address they signed in from before", async () => {
    const email = "admincoach@demo.test";
    expect((await signInFrom(t.app, "10.5.0.1", email)).status).toBe(200);
    for (let i = 0; i <= THROTTLE.perAccountFree; i++) {
      expect((await signInFrom(t.app, `10.5.${i + 1}.1`, email, `wrong-${i}`)).status).toBe(401);
    }
    // The wait is on: a new address is refused, the owner's usual one is not.
    expect((await signInFrom(t.app, "10.5.100.1", email)).status).toBe(429);
    expect((await signInFrom(t.app, "10.5.0.1", email)).status).toBe(200);
  });

  it("makes the wait grow after each further failure", async () => {
    const email = "expert@demo.test";
    for (let i = 0; i < THROTTLE.perAccountFree + 1; i++) {
      expect((await signInFrom(t.app, `10.4.${i}.1`, email, `wrong-${i}`)).status).toBe(401);
    }
    await sleep(1100);
    expect((await signInFrom(t.app, "10.4.100.1", email, "wrong")).status).toBe(401);
    const refused = await signInFrom(t.app, "10.4.100.2", email);
    expect(refused.status).toBe(429);
    expect(refused.body.retryAfter).toBe(2);
  });
});

const redisUrl = inject("redisUrl");

describe.skipIf(!redisUrl)("throttling across instances", () => {
  const a = useTestApp("pglite", { env: { REDIS_URL: redisUrl ?? "" } });
  let b: TestApp;
  beforeAll(async () => {
    b = await startTestApp(a.database, { REDIS_URL: redisUrl ?? "" });
  });
  afterAll(() => b.close());

  it("shares the attempt counters through Redis", async () => {
    // Another run may have left counters for this address and account in the shared Redis.
    const ip = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const email = "applicant@demo.test";
    for (let i = 0; i < THROTTLE.perAccountAndIp; i++) {
      const app = i % 2 === 0 ? a.app : b.app;
      expect((await signInFrom(app, ip, email, `wrong-${i}`)).status).toBe(401);
    }
    expect((await signInFrom(a.app, ip, email)).status).toBe(429);
    expect((await signInFrom(b.app, ip, email)).status).toBe(429);
  });
});
