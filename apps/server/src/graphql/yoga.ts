import type { IncomingHttpHeaders } from "node:http";
import { useCSRFPrevention } from "@graphql-yoga/plugin-csrf-prevention";
import { useDisableIntrospection } from "@graphql-yoga/plugin-disable-introspection";
import type { FastifyBaseLogger, FastifyReply } from "fastify";
import type { GraphQLSchema } from "graphql";
import { createYoga, type YogaServerInstance } from "graphql-yoga";
import type { Db } from "../db/client.ts";
import type { Tenant } from "../tenancy/tenant.ts";
import { armorPlugin } from "./armor.ts";
import type { GraphQLContext } from "./context.ts";
import type { AppPubSub } from "./pubsub.ts";

/** HTTP requests come from Fastify; websocket operations carry the upgrade request. */
export type ServerContext = {
  req: { tenant: Tenant; headers: IncomingHttpHeaders; log?: FastifyBaseLogger };
  reply?: FastifyReply;
};
export type AppYoga = YogaServerInstance<ServerContext, GraphQLContext>;

/** The header spec-1 §7's client sends so that a browser must preflight (CSRF defence). */
export const PREFLIGHT_HEADERS = ["apollo-require-preflight", "x-graphql-yoga-csrf"];

export type YogaDeps = {
  schema: GraphQLSchema;
  db: Db;
  pubsub: AppPubSub;
  production: boolean;
  log: FastifyBaseLogger;
};

export function createAppYoga({ schema, db, pubsub, production, log }: YogaDeps): AppYoga {
  return createYoga<ServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: "/graphql",
    graphiql: false,
    landingPage: false,
    logging: false,
    maskedErrors: { isDev: !production },
    plugins: [
      armorPlugin(production),
      useCSRFPrevention({ requestHeaders: PREFLIGHT_HEADERS }),
      ...(production ? [useDisableIntrospection()] : []),
    ],
    context: ({ req }): GraphQLContext => ({
      tenant: req.tenant,
      viewer: null,
      db,
      pubsub,
      log: req.log ?? log,
    }),
  });
}
