import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";

/** Requests whose absolute-form target names another host than their Host header. */
const conflicting = new WeakSet<IncomingMessage>();

/**
 * The origin-form (`/path?query`) of a request target. HTTP/1.1 lets a client send the
 * absolute form (`POST http://host:port/graphql`); it is served like the origin form, the
 * tenant read from the Host header as always, provided the target names that same host.
 * A target naming another host (or not an http(s) URL) is marked, and answers 400.
 * Used as Fastify's `rewriteUrl`, before routing, and by the websocket upgrade.
 */
export function originFormOf(req: IncomingMessage & { originalUrl?: string }): string {
  const url = req.url ?? "/";
  if (url.startsWith("/") || url === "*") return url;
  const target = URL.canParse(url) ? new URL(url) : null;
  const originForm = target ? `${target.pathname}${target.search}` : "/";
  if (!target || !/^https?:$/.test(target.protocol) || !sameHost(target, req.headers.host)) {
    conflicting.add(req);
  }
  // Fastify keeps the raw target in `originalUrl`, and Yoga builds its request URL from it
  // (host + originalUrl): it must be the origin form too.
  if (req.originalUrl !== undefined) req.originalUrl = originForm;
  return originForm;
}

export function hasConflictingTarget(req: IncomingMessage): boolean {
  return conflicting.has(req);
}

function sameHost(target: URL, host: string | undefined): boolean {
  if (!host || /[@/?#\\\s]/.test(host)) return false;
  const named = `${target.protocol}//${host}`;
  return URL.canParse(named) && new URL(named).host === target.host;
}

/** Answers 400 to a request whose absolute-form target conflicts with its Host header. */
export function registerRequestTargetCheck(app: FastifyInstance) {
  // A callback hook (no promise per request); a hook that replies does not call done().
  app.addHook("onRequest", (req, reply, done) => {
    if (!hasConflictingTarget(req.raw)) return done();
    reply.code(400).send({
      statusCode: 400,
      name: "ValidationError",
      message: "The request target must name the same host as the Host header",
    });
  });
}
