import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../test/fixture.ts";

const BIG_SCRIPT = `console.log(${JSON.stringify("Launchpad ".repeat(500))});`;

describe("health, tenancy on REST, the web app", () => {
  let webDist: string;
  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), "launchpad-web-"));
    fs.mkdirSync(path.join(webDist, "assets"));
    fs.writeFileSync(path.join(webDist, "index.html"), "<!doctype html><title>Launchpad</title>");
    fs.writeFileSync(path.join(webDist, "assets", "app-abc123.js"), "console.log(1)");
    // As the web build's precompress plugin leaves them: a brotli and a gzip copy beside a file.
    fs.writeFileSync(path.join(webDist, "assets", "big-def456.js"), BIG_SCRIPT);
    fs.writeFileSync(path.join(webDist, "assets", "big-def456.js.br"), zlib.brotliCompressSync(BIG_SCRIPT));
    fs.writeFileSync(path.join(webDist, "assets", "big-def456.js.gz"), zlib.gzipSync(BIG_SCRIPT));
  });
  afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));
  const t = useTestApp("pglite", { env: () => ({ WEB_DIST: webDist }) });

  it("answers /healthz and /readyz", async () => {
    expect((await t.app.inject("/healthz")).json()).toEqual({ status: "ok" });
    const ready = await t.app.inject("/readyz");
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ready" });
  });

  it("answers 403 InvalidIncubator on a REST path of an unknown tenant", async () => {
    const response = await t.app.inject({ url: "/api/anything", headers: { host: "nosuch.example.com" } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ name: "InvalidIncubator" });
  });

  it("answers a JSON 404 on an unknown API path of a known tenant", async () => {
    const response = await t.app.inject({
      url: "/api/anything",
      headers: { host: "orbit.localhost", accept: "text/html" },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ name: "NotFoundError" });
  });

  it("serves the app for client routes, whatever the tenant", async () => {
    for (const host of ["localhost", "orbit.localhost", "nosuch.localhost"]) {
      const response = await t.app.inject({
        url: "/some/client/route",
        headers: { host, accept: "text/html" },
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain("<title>Launchpad</title>");
      expect(response.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("caches hashed assets for a year and 404s missing files", async () => {
    const asset = await t.app.inject("/assets/app-abc123.js");
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toContain("immutable");
    expect((await t.app.inject("/assets/missing.js")).statusCode).toBe(404);
  });

  it("sends a file as the build compressed it, by what the browser accepts", async () => {
    const brotli = await t.app.inject({
      url: "/assets/big-def456.js",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers["cache-control"]).toContain("immutable");
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(BIG_SCRIPT);
    const gzip = await t.app.inject({ url: "/assets/big-def456.js", headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(BIG_SCRIPT);
    const plain = await t.app.inject({
      url: "/assets/big-def456.js",
      headers: { "accept-encoding": "identity" },
    });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
  });

  it("sends security headers with a CSP that allows only this origin's scripts", async () => {
    const response = await t.app.inject({ url: "/", headers: { accept: "text/html" } });
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("answers /readyz 503 once the database is gone", async () => {
    await t.database.close();
    const response = await t.app.inject("/readyz");
    expect(response.statusCode).toBe(503);
    expect((await t.app.inject("/healthz")).statusCode).toBe(200);
  });
});
