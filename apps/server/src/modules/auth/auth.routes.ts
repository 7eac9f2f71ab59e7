import type { FastifyInstance } from "fastify";
import type { Services } from "../../graphql/context.ts";
import { restContext } from "../../http/rest-context.ts";
import { signIn } from "./auth.service.ts";

/** POST /auth/local {email, password, incubator} → {token, user} (spec-1 §7). */
export function registerAuthRoutes(app: FastifyInstance, services: Services) {
  app.post("/auth/local", async (req) => signIn(await restContext(services, req), req.body));
}
