import { Readable } from "node:stream";
import zlib from "node:zlib";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { negotiateEncoding, registerCompression } from "./compression.ts";

const rows = Array.from({ length: 100 }, (_, i) => ({
  id: i,
  name: `Startup ${i}`,
  website: `https://s${i}.example`,
}));

describe("registerCompression on REST answers", () => {
  const app = Fastify();
  beforeAll(async () => {
    app.addHook("onRequest", async (_req, reply) => {
      reply.header("Vary", "Origin");
    });
    registerCompression(app);
    app.get("/api/large", async () => ({ rows }));
    app.get("/api/text", async (_req, reply) => reply.type("text/plain").send("x".repeat(5000)));
    app.get("/api/stream", async (_req, reply) =>
      reply.type("application/json").send(Readable.from([JSON.stringify({ rows })])),
    );
    app.get("/api/encoded", async (_req, reply) =>
      reply
        .type("application/json")
        .header("content-encoding", "gzip")
        .send(zlib.gzipSync(JSON.stringify({ rows }))),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it("compresses a large JSON answer, keeping the Vary it had", async () => {
    const response = await app.inject({ url: "/api/large", headers: { "accept-encoding": "gzip" } });
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(response.headers.vary).toBe("Origin, Accept-Encoding");
    expect(response.headers["content-length"]).toBe(String(response.rawPayload.length));
    expect(JSON.parse(zlib.gunzipSync(response.rawPayload).toString())).toEqual({ rows });
  });

  it("sends identity to a client that accepts no encoding", async () => {
    const response = await app.inject({ url: "/api/large" });
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.headers.vary).toBe("Origin, Accept-Encoding");
    expect(response.json()).toEqual({ rows });
  });

  it("leaves alone other types, streams and answers already encoded", async () => {
    const headers = { "accept-encoding": "br, gzip" };
    const text = await app.inject({ url: "/api/text", headers });
    expect(text.headers["content-encoding"]).toBeUndefined();
    const stream = await app.inject({ url: "/api/stream", headers });
    expect(stream.headers["content-encoding"]).toBeUndefined();
    expect(stream.json()).toEqual({ rows });
    const encoded = await app.inject({ url: "/api/encoded", headers });
    expect(encoded.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(zlib.gunzipSync(encoded.rawPayload).toString())).toEqual({ rows });
  });
});

describe("negotiateEncoding", () => {
  it("prefers brotli, honours q-values and *, and refuses nothing it was not offered", () => {
    expect(negotiateEncoding(undefined)).toBeUndefined();
    expect(negotiateEncoding("")).toBeUndefined();
    expect(negotiateEncoding("identity")).toBeUndefined();
    expect(negotiateEncoding("deflate")).toBeUndefined();
    expect(negotiateEncoding("gzip, deflate, br")).toBe("br");
    expect(negotiateEncoding("br;q=0.5, gzip")).toBe("gzip");
    expect(negotiateEncoding("br;q=0, *")).toBe("gzip");
    expect(negotiateEncoding("*")).toBe("br");
    expect(negotiateEncoding("*;q=0")).toBeUndefined();
    expect(negotiateEncoding(["gzip", "br;q=0.1"])).toBe("gzip");
  });
});
