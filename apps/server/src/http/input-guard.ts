import type { FastifyInstance } from "fastify";
import { nulError, nulInValue } from "../graphql/input-guard.ts";

/**
 * The REST half of the NUL guard (graphql/input-guard.ts): a JSON body or query string whose
 * strings hold a NUL character answers 400 ValidationError naming the field, before any
 * handler runs. /graphql is left to the GraphQL guard, which answers in GraphQL's shape.
 */
export function registerInputGuard(app: FastifyInstance, graphqlEndpoint = "/graphql") {
  // A callback hook: no promise per request for this synchronous check (issue 13).
  app.addHook("preValidation", (req, _reply, done) => {
    if (req.url === graphqlEndpoint || req.url.startsWith(`${graphqlEndpoint}?`)) return done();
    const path = nulInValue(req.params, "") ?? nulInValue(req.query, "") ?? nulInValue(req.body, "");
    done(path === null ? undefined : nulError(path));
  });
}
