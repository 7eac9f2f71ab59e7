import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import type { AppDeps } from "../app.ts";
import type { Database } from "../db/client.ts";
import { incubators, sessions, users } from "../db/schema/index.ts";
import type { AppPubSub } from "../graphql/pubsub.ts";
import { createTokenService, loadJwtSecret } from "../modules/auth/index.ts";
import { type DatabaseKind, openTestDatabase, startTestApp, type TestApp } from "./harness.ts";

export type SignedIn = { token: string; sessionId: string; userId: string };

export type TestFixture = TestApp & {
  /**
   * A signed-in user with an active session, as sign-in and `upsertSession` would leave them,
   * minted without argon2 (the sign-in tests use the real form: auth-helpers.ts `signInAs`).
   */
  signIn(email: string, host?: string): Promise<SignedIn>;
  /** The token of `signIn`. */
  tokenOf(email: string, host?: string): Promise<string>;
};

export type FixtureOptions = {
  /** Extra configuration (environment variables) of the app; a function is read when the app starts. */
  env?: Record<string, string> | (() => Record<string, string>);
  /** The pub/sub the app uses (default: in process). */
  pubsub?: () => Promise<AppPubSub>;
  /** Collaborators to replace (e.g. the calendar feed reader with a fake network). */
  overrides?: () => Pick<AppDeps, "feeds">;
  /** Changes to the database copy before the app starts on it. */
  prepare?: (database: Database) => Promise<void>;
};

/**
 * The one test-app fixture: registers `beforeAll` (a private copy of the run's seeded
 * database, the app on it) and `afterAll` (close both) in the calling `describe`, and
 * returns an object whose fields are filled before the first test runs.
 */
export function useTestApp(kind: DatabaseKind, options: FixtureOptions = {}): TestFixture {
  const fixture = {} as TestFixture;
  beforeAll(async () => {
    const database = await openTestDatabase(kind);
    await options.prepare?.(database);
    const env = typeof options.env === "function" ? options.env() : options.env;
    const app = await startTestApp(database, env, options.pubsub?.(), options.overrides?.());
    Object.assign(fixture, app, {
      signIn: (email: string, host = "localhost") => mintSession(app, email, host),
      tokenOf: async (email: string, host = "localhost") => (await mintSession(app, email, host)).token,
    });
  }, 60_000);
  afterAll(async () => {
    await fixture.close?.();
    // A test may have closed the database itself (to see the app without it).
    await fixture.database?.close().catch(() => {});
  });
  return fixture;
}

/** The tenant a test host names, as the tenant resolver reads it (ARCHITECTURE.md §3). */
function slugOf(host: string, defaultIncubator: string): string {
  const name = host.split(":")[0] ?? host;
  return name === "localhost" || name === "127.0.0.1" ? defaultIncubator : (name.split(".")[0] ?? name);
}

export async function mintSession(t: TestApp, email: string, host = "localhost"): Promise<SignedIn> {
  const { db } = t.database;
  const slug = slugOf(host, t.config.defaultIncubator);
  const [tenant] = await db
    .select({ id: incubators.id, slug: incubators.slug })
    .from(incubators)
    .where(eq(incubators.slug, slug));
  if (!tenant) throw new Error(`no incubator ${slug}`);
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.incubatorId, tenant.id), sql`lower(${users.email}) = ${email.toLowerCase()}`));
  if (!user) throw new Error(`no user ${email} in ${slug}`);
  const now = new Date();
  const [session] = await db
    .insert(sessions)
    .values({
      incubatorId: tenant.id,
      userId: user.id,
      userAgent: null,
      status: "active",
      activatedAt: now,
      lastSeenAt: now,
    })
    .returning({ id: sessions.id });
  if (!session) throw new Error("session not created");
  const tokens = createTokenService(await loadJwtSecret(db, t.config.jwtSecret), t.config.jwtTtlHours);
  const token = await tokens.sign(tenant, { userId: user.id, sessionId: session.id });
  return { token, sessionId: session.id, userId: user.id };
}
