import type { FastifyInstance } from "fastify";
import type { Services } from "../../graphql/context.ts";
import { restContext } from "../../http/rest-context.ts";
import { updateOwnProfile } from "./users.service.ts";

/** PUT /user: the signed-in user's own profile. */
export function registerUserRoutes(app: FastifyInstance, services: Services) {
  app.put("/user", async (req) => ({
    user: await updateOwnProfile(await restContext(services, req, { signedIn: true }), req.body),
  }));
}
