import type { FastifyInstance } from "fastify";
import type { Services } from "../../graphql/context.ts";
import { restContext } from "../../http/rest-context.ts";
import { restSignedIn } from "../account/index.ts";
import { signIn } from "./auth.service.ts";

/** POST /auth/local {email, password, incubator} → {token, user} (spec-1 §7). */
export function registerAuthRoutes(app: FastifyInstance, services: Services) {
  app.post("/auth/local", async (req) => {
    const ctx = await restContext(services, req);
    return restSignedIn(await signIn(ctx, req.body, ctx.request));
  });
}
