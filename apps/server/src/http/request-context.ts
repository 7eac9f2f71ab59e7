import type { IncomingHttpHeaders } from "node:http";
import type { GraphQLContext, RequestMeta, Services } from "../graphql/context.ts";
import { authenticate, viewerOf } from "../modules/auth/index.ts";
import { systemClock } from "../service-context.ts";
import type { Tenant } from "../tenancy/tenant.ts";

export type IncomingRequest = {
  tenant: Tenant;
  headers: IncomingHttpHeaders;
  ip?: string;
  protocol?: string;
  socket?: { remoteAddress?: string };
};

/**
 * Builds the context of one request — GraphQL over HTTP or websocket, or REST — from the
 * tenant, the token (header or connection params) and the caller's address.
 */
export async function buildRequestContext(
  services: Services,
  req: IncomingRequest,
  authorization: unknown = req.headers.authorization,
): Promise<GraphQLContext & { tokenPresented: boolean }> {
  const db = services.forTenant(req.tenant.id);
  // What the check needs, not a copy of every service (a request's fixed cost, issue 13).
  const { auth, presented } = await authenticate(
    { db, tokens: services.tokens, lookups: services.lookups },
    req.tenant,
    authorization,
  );
  return {
    ...services,
    db,
    tenant: req.tenant,
    auth,
    viewer: viewerOf(auth),
    clock: systemClock,
    request: requestMeta(req),
    tokenPresented: presented,
  };
}

function requestMeta(req: IncomingRequest): RequestMeta {
  const protocol = req.protocol ?? "http";
  const host = req.headers.host ?? "localhost";
  const userAgent = req.headers["user-agent"];
  return {
    ip: req.ip ?? req.socket?.remoteAddress ?? "unknown",
    userAgent: typeof userAgent === "string" ? userAgent.slice(0, 500) : null,
    origin: `${protocol}://${host}`,
  };
}
