import { promisify } from "node:util";
import zlib from "node:zlib";
import type { FastifyInstance, FastifyReply } from "fastify";

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** JSON answers (REST and GraphQL); static files and streams never reach the compressor. */
const COMPRESSIBLE = /^application\/(?:graphql-response\+)?json\b/i;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Quality 4: most of brotli's gain on JSON for a small part of its default (11) cost. */
const BROTLI_OPTIONS: zlib.BrotliOptions = {
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  },
};
const GZIP_OPTIONS: zlib.ZlibOptions = { level: 5 };

export type Encoding = "br" | "gzip";

/**
 * The encoding to use for an Accept-Encoding header: br before gzip, each only when its
 * q-value (or a `*`'s) is above zero; none when the header is absent or accepts neither.
 */
export function negotiateEncoding(header: string | string[] | undefined): Encoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(",") : header).split(",")) {
    const [token, ...params] = part.trim().toLowerCase().split(";");
    if (!token) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(token, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: Encoding) => weights.get(encoding) ?? weights.get("*") ?? 0;
  const br = weightOf("br");
  const gz = weightOf("gzip");
  if (br <= 0 && gz <= 0) return undefined;
  return br >= gz ? "br" : "gzip";
}

function addVary(reply: FastifyReply, field: string) {
  const current = reply.getHeader("vary");
  const list = current === undefined ? "" : String(current);
  if (list.split(",").some((v) => v.trim().toLowerCase() === field.toLowerCase() || v.trim() === "*")) return;
  reply.header("Vary", list ? `${list}, ${field}` : field);
}

/**
 * Compresses JSON answers of at least COMPRESSION_THRESHOLD_BYTES with brotli or gzip,
 * as the client's Accept-Encoding allows, in zlib's thread pool (the event loop does not
 * wait on it). Only whole bodies (a string or a Buffer) are touched: streamed answers
 * (GraphQL subscriptions over SSE, incremental delivery) and the web app's files (sent
 * precompressed by @fastify/static as streams) pass as they are, and so does an answer
 * that already has a Content-Encoding. Every answer that could have been compressed
 * carries `Vary: Accept-Encoding`, so that a cache keeps the two forms apart.
 */
export function registerCompression(app: FastifyInstance) {
  app.addHook("onSend", async (req, reply, payload) => {
    if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return payload;
    if (reply.statusCode === 204 || reply.statusCode === 304 || req.method === "HEAD") return payload;
    if (reply.hasHeader("content-encoding")) return payload;
    const type = reply.getHeader("content-type");
    if (typeof type !== "string" || !COMPRESSIBLE.test(type)) return payload;
    const size = typeof payload === "string" ? Buffer.byteLength(payload) : payload.length;
    if (size < COMPRESSION_THRESHOLD_BYTES) return payload;
    addVary(reply, "Accept-Encoding");
    const encoding = negotiateEncoding(req.headers["accept-encoding"]);
    if (!encoding) return payload;
    const compressed =
      encoding === "br" ? await brotli(payload, BROTLI_OPTIONS) : await gzip(payload, GZIP_OPTIONS);
    reply.header("Content-Encoding", encoding);
    reply.removeHeader("content-length");
    return compressed;
  });
}
