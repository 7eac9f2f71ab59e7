import type { FastifyInstance } from "fastify";
import type { Services } from "../../graphql/context.ts";
import { restContext } from "../../http/rest-context.ts";
import { restSignedIn } from "../account/index.ts";
import { finishExternalSignIn } from "./oidc-callback.service.ts";
import { startExternalSignIn } from "./oidc-start.service.ts";

/** External sign-in with OpenID Connect (docs/auth-api.md, docs/single-sign-on.md). */
export function registerOidcRoutes(app: FastifyInstance, services: Services) {
  app.get<{ Params: { connectionId: string }; Querystring: { returnTo?: string } }>(
    "/auth/oidc/:connectionId/start",
    async (req, reply) => {
      const ctx = await restContext(services, req);
      const url = await startExternalSignIn(
        ctx,
        req.params.connectionId,
        req.query.returnTo,
        ctx.request.origin,
      );
      // The address holds a one-time state: no cache may keep or replay it.
      return reply.header("cache-control", "no-store").redirect(url.href, 302);
    },
  );
  app.post("/auth/oidc/callback", async (req) => {
    const ctx = await restContext(services, req);
    return restSignedIn(await finishExternalSignIn(ctx, req.body, ctx.request.userAgent));
  });
}
