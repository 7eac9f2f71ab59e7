import { describe, expect, inject, it } from "vitest";
import { openTestDatabase } from "./test/harness.ts";
import { hasRedisServer, throwawayRedis, waitFor } from "./test/redis-server.ts";
import { startServerProcess } from "./test/server-process.ts";

/**
 * Smoke: the real entry point (main.ts, what `npm start` runs) as its own OS process keeps
 * serving through a Redis outage: a publishing write and sign-in answer as usual, and the
 * process is still there once ioredis has given the lost publish up.
 */
const postgresUrl = inject("postgresTemplate");

describe.skipIf(!hasRedisServer || !postgresUrl)("the server process through a Redis outage", () => {
  it("keeps running, writing and signing in", async () => {
    const database = await openTestDatabase("postgres");
    const redis = await throwawayRedis();
    const server = await startServerProcess({ DATABASE_URL: database.url ?? "", REDIS_URL: redis.url });
    const base = `http://127.0.0.1:${server.port}`;
    const signIn = (email: string) =>
      fetch(`${base}/auth/local`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password: "Password123!" }),
      });
    const graphql = (token: string, query: string) =>
      fetch(`${base}/graphql`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${token}`,
          "content-type": "application/json",
          "apollo-require-preflight": "true",
        },
        body: JSON.stringify({ query }),
      }).then((r) => r.json() as Promise<{ data?: Record<string, unknown>; errors?: unknown[] }>);
    try {
      const { token } = (await (await signIn("admin@demo.test")).json()) as { token: string };
      const upsert = await graphql(token, "mutation { upsertSession { id } }");
      const sessionId = (upsert.data?.upsertSession as { id: string } | undefined)?.id ?? "";

      await redis.stop();
      // A write that publishes (the session's end), then sign-in, both as usual.
      const out = await graphql(token, `mutation { logoutSession(sessionId: "${sessionId}") }`);
      expect(out).toEqual({ data: { logoutSession: true } });
      expect((await signIn("founder@demo.test")).status).toBe(200);

      // ioredis gives the queued publish up after its retries (well under 3 s); the process lives on.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await waitFor(async () => (await fetch(`${base}/healthz`)).status === 200, "/healthz", 2000);
      expect(server.exited()).toBe(false);
      expect((await signIn("coach@demo.test")).status).toBe(200);
    } finally {
      await server.stop();
      await redis.stop();
      await database.close();
    }
  }, 90_000);
});
