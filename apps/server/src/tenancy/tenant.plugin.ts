import type { FastifyInstance, FastifyRequest } from "fastify";
import { INVALID_INCUBATOR_MESSAGE } from "../graphql/errors.ts";
import type { Tenant } from "./tenant.ts";
import type { ResolveTenant } from "./tenant-resolver.ts";

declare module "fastify" {
  interface FastifyRequest {
    tenant: Tenant;
  }
}

/**
 * Paths that belong to a tenant: the API. Health checks and the web app's files do not —
 * nor /auth/callback, which is a page of the app (the OpenID Connect return address).
 */
const TENANT_PATH = /^\/(graphql|auth\/(?:local|oidc)|api|user)(\/|$|\?)/;

export function isTenantPath(url: string): boolean {
  return TENANT_PATH.test(url);
}

/**
 * Resolves the request's incubator before routing. An unknown one answers 403 with the
 * error name InvalidIncubator, in GraphQL's shape on /graphql and as JSON elsewhere.
 */
export function registerTenantHook(app: FastifyInstance, resolveTenant: ResolveTenant) {
  app.decorateRequest("tenant", null as unknown as Tenant);
  app.addHook("onRequest", async (req, reply) => {
    if (!isTenantPath(req.url)) return;
    const tenant = await resolveTenant(req.headers.host);
    if (tenant) {
      req.tenant = tenant;
      return;
    }
    return reply.code(403).send(invalidIncubatorBody(req));
  });
}

function invalidIncubatorBody(req: FastifyRequest) {
  const extensions = { code: "INVALID_INCUBATOR", name: "InvalidIncubator" };
  if (req.url.startsWith("/graphql")) return { errors: [{ message: INVALID_INCUBATOR_MESSAGE, extensions }] };
  return { statusCode: 403, name: "InvalidIncubator", message: INVALID_INCUBATOR_MESSAGE };
}
