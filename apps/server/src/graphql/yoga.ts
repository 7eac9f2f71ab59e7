import { useCSRFPrevention } from "@graphql-yoga/plugin-csrf-prevention";
import type { FastifyReply } from "fastify";
import { type GraphQLSchema, NoSchemaIntrospectionCustomRule } from "graphql";
import { createYoga, type Plugin, type YogaServerInstance } from "graphql-yoga";
import { buildRequestContext, type IncomingRequest } from "../http/request-context.ts";
import { armorPlugin } from "./armor.ts";
import type { GraphQLContext, Services } from "./context.ts";
import { errorLogPlugin } from "./error-log.ts";
import { sharedSubscriptionResults } from "./fan-out.ts";
import { inputGuardPlugin } from "./input-guard.ts";
import { trustedJitPlugin } from "./jit.ts";
import type { TrustedDocuments } from "./trusted-documents.ts";

/**
 * HTTP requests come from Fastify; websocket operations carry the upgrade request and
 * the client's connection params (where the token travels).
 */
export type ServerContext = {
  req: IncomingRequest;
  reply?: FastifyReply;
  connectionParams?: Record<string, unknown>;
};
export type AppYoga = YogaServerInstance<ServerContext, GraphQLContext>;

/** The header spec-1 §7's client sends so that a browser must preflight (CSRF defence). */
export const PREFLIGHT_HEADERS = ["apollo-require-preflight", "x-graphql-yoga-csrf"];

export type YogaDeps = {
  schema: GraphQLSchema;
  services: Services;
  production: boolean;
  /** Documents whose queries run compiled (jit.ts, decision 035); none: graphql-js for all. */
  trusted?: TrustedDocuments;
};

export function createAppYoga({ schema, services, production, trusted }: YogaDeps): AppYoga {
  return createYoga<ServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: "/graphql",
    graphiql: false,
    landingPage: false,
    logging: false,
    // CORS is answered for every route by http/security.ts (the tenant's own origins only).
    cors: false,
    maskedErrors: { isDev: !production },
    plugins: [
      armorPlugin(production),
      inputGuardPlugin(),
      errorLogPlugin(),
      useCSRFPrevention({ requestHeaders: PREFLIGHT_HEADERS }),
      sharedSubscriptionResults(),
      ...(production ? [noIntrospection] : []),
      ...(trusted ? [trustedJitPlugin(trusted, services.log)] : []),
    ],
    context: ({ req, connectionParams }) =>
      buildRequestContext(services, req, connectionParams?.authorization ?? req.headers.authorization),
  });
}

/**
 * Refuses introspection in validation, whatever the transport: Yoga's own plugin marks
 * HTTP requests only, so websocket operations (graphql-ws) would still introspect.
 */
const noIntrospection: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(NoSchemaIntrospectionCustomRule);
  },
};
