import type { FastifyInstance } from "fastify";
import type { AppYoga } from "../graphql/yoga.ts";

/**
 * Yoga behind a Fastify route. The client adds `?operation=NAME` (spec-1 §7) so that
 * logs and proxies can tell operations apart; Yoga itself reads the body.
 */
export function registerGraphQLRoute(app: FastifyInstance, yoga: AppYoga) {
  app.route({
    url: yoga.graphqlEndpoint,
    method: ["GET", "POST", "OPTIONS"],
    handler: async (req, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      reply.status(response.status);
      reply.send(response.body);
      return reply;
    },
  });
}
