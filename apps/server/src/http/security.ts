import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";
import { isTenantPath } from "../tenancy/tenant.plugin.ts";
import { isAllowedOrigin, ownOrigin } from "./origins.ts";

/** Sent over HTTPS only: over plain HTTP a browser ignores it, and a test host would be pinned. */
const HSTS = "max-age=31536000; includeSubDomains";

/** Browser features the app never uses, denied to it and to anything it embeds. */
export const PERMISSIONS_POLICY = [
  "accelerometer",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "serial",
  "usb",
  "xr-spatial-tracking",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

/**
 * Security headers. The CSP allows only this origin's scripts: the built app has no
 * inline script. Styles allow 'unsafe-inline' because Mantine sets CSS variables and
 * style props inline. Websockets go to the same host. HSTS only on requests that came over
 * HTTPS (directly, or through a trusted proxy's X-Forwarded-Proto); a Permissions-Policy
 * on every answer; `Cache-Control: no-store` on every API answer (tokens, personal data).
 */
const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:", "https:"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'"],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: false,
};

/**
 * helmet's headers for these options, worked out once: with no per-request directive (no
 * nonce) they are the same on every answer. (@fastify/helmet built helmet's middleware
 * again on every request, parsing the CSP each time: 5 % of a small request's CPU, issue 13.)
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

export async function registerSecurityHeaders(app: FastifyInstance) {
  const headers = helmetHeaders(HELMET_OPTIONS);
  // Callback hooks, not async ones: no promise per request for synchronous work (issue 13).
  app.addHook("onRequest", (req, reply, done) => {
    reply.headers(headers);
    reply.header("Permissions-Policy", PERMISSIONS_POLICY);
    if (req.protocol === "https") reply.header("Strict-Transport-Security", HSTS);
    if (isTenantPath(req.url)) reply.header("Cache-Control", "no-store");
    done();
  });
}

const PREFLIGHT_MAX_AGE_SECONDS = 600;

/**
 * CORS: only the tenant's own origin (the request's scheme, Host and port) and the
 * configured web app origins get the allow headers, with credentials; any other Origin
 * gets none, so the browser keeps the answer from it. Preflights (OPTIONS with
 * Access-Control-Request-Method) are answered here, 204, on every path.
 */
export function registerCors(app: FastifyInstance, configured: readonly string[]) {
  app.addHook("onRequest", (req, reply, done) => {
    const origin = req.headers.origin;
    const preflight = req.method === "OPTIONS" && req.headers["access-control-request-method"] !== undefined;
    if (origin !== undefined) reply.header("Vary", "Origin");
    const allowed =
      origin !== undefined && isAllowedOrigin(origin, ownOrigin(req.protocol, req.headers.host), configured);
    if (allowed) {
      reply.header("Access-Control-Allow-Origin", origin);
      reply.header("Access-Control-Allow-Credentials", "true");
    }
    if (!preflight) return done();
    if (allowed) {
      reply.header("Access-Control-Allow-Methods", "GET, POST, PUT, OPTIONS");
      const requested = req.headers["access-control-request-headers"];
      if (requested) reply.header("Access-Control-Allow-Headers", requested);
      reply.header("Access-Control-Max-Age", String(PREFLIGHT_MAX_AGE_SECONDS));
    }
    // Answered here: a callback hook that replies does not call done().
    reply.code(204).send();
  });
}
