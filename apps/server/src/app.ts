import Fastify, { type FastifyInstance } from "fastify";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import type { AppPubSub } from "./graphql/pubsub.ts";
import { buildSchema } from "./graphql/schema.ts";
import { attachSubscriptions } from "./graphql/subscriptions.ts";
import { createAppYoga } from "./graphql/yoga.ts";
import { registerGraphQLRoute } from "./http/graphql.routes.ts";
import { registerHealthRoutes } from "./http/health.routes.ts";
import { registerSecurityHeaders } from "./http/security.ts";
import { registerWebApp } from "./http/web-app.routes.ts";
import { registerTenantHook } from "./tenancy/tenant.plugin.ts";
import { createTenantResolver } from "./tenancy/tenant-resolver.ts";

export type AppDeps = { config: Config; database: Database; pubsub: AppPubSub };

/** Builds the whole HTTP app from its parts, without listening: tests inject into it. */
export async function buildApp({ config, database, pubsub }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    forceCloseConnections: true,
  });
  await registerSecurityHeaders(app);
  registerHealthRoutes(app, database);

  const resolveTenant = createTenantResolver(database.db, config.defaultIncubator);
  registerTenantHook(app, resolveTenant);

  const yoga = createAppYoga({
    schema: buildSchema(),
    db: database.db,
    pubsub,
    production: config.nodeEnv === "production",
    log: app.log,
  });
  registerGraphQLRoute(app, yoga);
  attachSubscriptions(app, { yoga, resolveTenant });

  await registerWebApp(app, config.webDist);
  return app;
}
