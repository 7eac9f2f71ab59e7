import type { FastifyInstance } from "fastify";
import type { AppYoga } from "../graphql/yoga.ts";
import { answerJsonOperation } from "./graphql-json.ts";

/** Whole-body answers: one JSON result (streams are SSE or multipart incremental delivery). */
const WHOLE_BODY = /^application\/(?:graphql-response\+)?json\b/i;

/**
 * The largest GraphQL request body: 2 MB, twice Fastify's default, so that a form definition
 * of 300 questions in ten languages (1.4 MB of JSON in the forms test) can be saved
 * (docs/forms.md). Other routes keep the default.
 */
export const GRAPHQL_BODY_LIMIT = 2 * 1024 * 1024;

/**
 * Yoga behind a Fastify route. The client adds `?operation=NAME` (spec-1 §7) so that
 * logs and proxies can tell operations apart; Yoga itself reads the body. A single JSON
 * result goes out as one string (with its length, and compressed when large by
 * http/compression.ts); a streamed result (subscriptions over SSE, incremental delivery)
 * goes out as Yoga streams it, chunk by chunk, never buffered or compressed.
 */
export function registerGraphQLRoute(app: FastifyInstance, yoga: AppYoga) {
  app.route({
    url: yoga.graphqlEndpoint,
    method: ["GET", "POST", "OPTIONS"],
    bodyLimit: GRAPHQL_BODY_LIMIT,
    handler: async (req, reply) => {
      // The web client's requests: Yoga's pipeline without the fetch-API adapter (graphql-json.ts).
      if (await answerJsonOperation(yoga, req, reply)) return reply;
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      reply.status(response.status);
      const whole = response.body !== null && WHOLE_BODY.test(response.headers.get("content-type") ?? "");
      reply.send(whole ? await response.text() : response.body);
      return reply;
    },
  });
}
