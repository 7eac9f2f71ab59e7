import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PERMISSIONS_POLICY, registerSecurityHeaders } from "./security.ts";

describe("registerSecurityHeaders", () => {
  const app = Fastify();
  beforeAll(async () => {
    await registerSecurityHeaders(app);
    app.get("/graphql", async () => ({ ok: true }));
    app.get("/page", async (_req, reply) => reply.type("text/html").send("<!doctype html>"));
    await app.ready();
  });
  afterAll(() => app.close());

  it("sends helmet's headers for our options on every answer, the same each time", async () => {
    const [first, second] = [await app.inject("/page"), await app.inject("/graphql")];
    for (const response of [first, second]) {
      const csp = String(response.headers["content-security-policy"]);
      expect(csp.split(";")).toEqual(
        expect.arrayContaining([
          "default-src 'self'",
          "script-src 'self'",
          "style-src 'self' 'unsafe-inline'",
          "connect-src 'self'",
          "frame-ancestors 'none'",
          "object-src 'none'",
        ]),
      );
      expect(csp).not.toContain("upgrade-insecure-requests");
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
      expect(response.headers["referrer-policy"]).toBe("no-referrer");
      expect(response.headers["cross-origin-opener-policy"]).toBe("same-origin");
      expect(response.headers["cross-origin-embedder-policy"]).toBeUndefined();
      expect(response.headers["strict-transport-security"]).toBeUndefined();
      expect(response.headers["permissions-policy"]).toBe(PERMISSIONS_POLICY);
    }
    expect(second.headers["content-security-policy"]).toBe(first.headers["content-security-policy"]);
    expect(second.headers["cache-control"]).toBe("no-store");
    expect(first.headers["cache-control"]).toBeUndefined();
  });

  it("sends HSTS over HTTPS only", async () => {
    const secure = Fastify({ trustProxy: true });
    await registerSecurityHeaders(secure);
    secure.get("/", async () => "ok");
    const response = await secure.inject({ url: "/", headers: { "x-forwarded-proto": "https" } });
    expect(response.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    await secure.close();
  });
});
