import type { IncomingMessage } from "node:http";
import type { TLSSocket } from "node:tls";

/**
 * The scheme a request came over: TLS on its own socket, or — behind a trusted proxy
 * (TRUST_PROXY) — the last value of X-Forwarded-Proto, as Fastify's `req.protocol` reads it.
 * For requests Fastify does not route (the websocket upgrade).
 */
export function requestScheme(req: IncomingMessage, trustProxy: boolean): string {
  if ((req.socket as TLSSocket | undefined)?.encrypted) return "https";
  const forwarded = req.headers["x-forwarded-proto"];
  if (trustProxy && typeof forwarded === "string" && forwarded) {
    return (forwarded.split(",").at(-1) ?? "").trim().toLowerCase() || "http";
  }
  return "http";
}

/** The origin (scheme, host, port) a browser on this request's host has, or null if the host is malformed. */
export function ownOrigin(scheme: string, host: string | undefined): string | null {
  // A Host header is a bare host[:port]: user info, a path or a query make it none.
  if (!host || (scheme !== "http" && scheme !== "https") || /[@/?#\\\s]/.test(host)) return null;
  const candidate = `${scheme}://${host}`;
  return URL.canParse(candidate) ? new URL(candidate).origin : null;
}

/**
 * Whether a browser Origin may call this request's host: the host's own origin (scheme,
 * host and port all equal) or one of the configured web app origins (CORS_ORIGINS, already
 * in the serialised form browsers send). "null" (opaque origins) never matches.
 */
export function isAllowedOrigin(origin: string, own: string | null, configured: readonly string[]): boolean {
  return origin !== "null" && (origin === own || configured.includes(origin));
}
