import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../test/fixture.ts";
import { COMPRESSION_THRESHOLD_BYTES } from "./compression.ts";

const LARGE = "query Catalogue { permissionCatalogue { area key withCriteria } }";
const SMALL = "query Incubator { incubator { name } }";

describe("API answers are compressed when large", () => {
  const t = useTestApp("pglite");

  async function post(query: string, headers: Record<string, string>) {
    const token = await t.tokenOf("admin@demo.test");
    return t.app.inject({
      method: "POST",
      url: `/graphql?operation=${query.split(" ")[1]}`,
      headers: {
        host: "localhost",
        "content-type": "application/json",
        "apollo-require-preflight": "true",
        authorization: `Bearer ${token}`,
        ...headers,
      },
      payload: { query },
    });
  }

  it("sends a large GraphQL answer with brotli or gzip, and it decodes to the same JSON", async () => {
    const plain = await post(LARGE, {});
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toContain("Accept-Encoding");
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    expect(plain.json().data.permissionCatalogue.length).toBeGreaterThan(0);

    const br = await post(LARGE, { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toContain("Accept-Encoding");
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await post(LARGE, { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it("sends a small answer as it is", async () => {
    const small = await post(SMALL, { "accept-encoding": "br, gzip" });
    expect(small.statusCode).toBe(200);
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(small.json()).toEqual({ data: { incubator: { name: expect.any(String) } } });
  });

  it("sends identity when the client refuses both encodings", async () => {
    const refused = await post(LARGE, { "accept-encoding": "br;q=0, gzip;q=0" });
    expect(refused.headers["content-encoding"]).toBeUndefined();
    expect(refused.json().data.permissionCatalogue.length).toBeGreaterThan(0);
  });

  it("streams a subscription over SSE as it comes, uncompressed, whatever the client accepts", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const address = t.app.server.address();
    if (!address || typeof address === "string") throw new Error("not listening");
    const controller = new AbortController();
    const response = await fetch(`http://127.0.0.1:${address.port}/graphql?operation=OnIncubator`, {
      method: "POST",
      signal: controller.signal,
      headers: {
        "content-type": "application/json",
        accept: "text/event-stream",
        "accept-encoding": "br, gzip",
        "apollo-require-preflight": "true",
        authorization: `Bearer ${await t.tokenOf("admin@demo.test")}`,
      },
      body: JSON.stringify({ query: "subscription OnIncubator { incubatorUpdated { name } }" }),
    });
    try {
      expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
      // Yoga marks the stream "Content-Encoding: none" (no proxy may compress it either).
      expect(response.headers.get("content-encoding") ?? "none").toBe("none");
      // Yoga opens the stream with a ping: it arrives at once, not when the stream ends.
      const reader = response.body?.getReader();
      const first = await reader?.read();
      expect(new TextDecoder().decode(first?.value)).toBe(":\n\n");
    } finally {
      controller.abort();
    }
  });

  it("sends a small REST answer as it is (http.integration.test.ts: static files keep their precompressed copies)", async () => {
    const health = await t.app.inject({ url: "/healthz", headers: { "accept-encoding": "br" } });
    expect(health.headers["content-encoding"]).toBeUndefined();
    expect(health.json()).toEqual({ status: "ok" });
  });
});
