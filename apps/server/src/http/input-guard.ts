import type { FastifyInstance } from "fastify";
import { nulError, nulInValue } from "../graphql/input-guard.ts";

/**
 * The REST half of the NUL guard (graphql/input-guard.ts): a JSON body or query string whose
 * strings hold a NUL character answers 400 ValidationError naming the field, before any
 * handler runs. /graphql is left to the GraphQL guard, which answers in GraphQL's shape.
 */
export function registerInputGuard(app: FastifyInstance, graphqlEndpoint = "/graphql") {
  app.addHook("preValidation", async (req) => {
    if (req.url === graphqlEndpoint || req.url.startsWith(`${graphqlEndpoint}?`)) return;
    const path = nulInValue(req.params, "") ?? nulInValue(req.query, "") ?? nulInValue(req.body, "");
    if (path !== null) throw nulError(path);
  });
}
