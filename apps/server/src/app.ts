import Fastify, { type FastifyInstance } from "fastify";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import type { Services } from "./graphql/context.ts";
import type { AppPubSub } from "./graphql/pubsub.ts";
import { buildSchema } from "./graphql/schema.ts";
import { attachSubscriptions } from "./graphql/subscriptions.ts";
import { loadTrustedDocuments } from "./graphql/trusted-documents.ts";
import { createAppYoga } from "./graphql/yoga.ts";
import { registerCompression } from "./http/compression.ts";
import { registerGraphQLRoute } from "./http/graphql.routes.ts";
import { registerHealthRoutes } from "./http/health.routes.ts";
import { registerInputGuard } from "./http/input-guard.ts";
import { originFormOf, registerRequestTargetCheck } from "./http/request-target.ts";
import { registerRestErrorHandler } from "./http/rest-errors.ts";
import { registerCors, registerSecurityHeaders } from "./http/security.ts";
import { registerWebApp } from "./http/web-app.routes.ts";
import { createLookupCaches, invalidatingPubSub, type LookupCaches } from "./lookup-cache.ts";
import {
  createFileStorage,
  registerAttachmentReferences,
  setAttachmentSigningSecret,
} from "./modules/attachments/index.ts";
import { createSignInThrottle, createTokenService, loadJwtSecret } from "./modules/auth/index.ts";
import { createFeedLoader, type FeedLoader } from "./modules/calendar-feed/index.ts";
import { tenantZones } from "./modules/incubator/index.ts";
import { createJobRunner, type JobRunner } from "./modules/jobs/index.ts";
import { createMailer } from "./modules/mail/index.ts";
import { roleHolderCounts } from "./modules/users/index.ts";
import { closeRedisClient, createRedisClient } from "./redis.ts";
import { serverModules } from "./server-modules.ts";
import { registerTenantHook } from "./tenancy/tenant.plugin.ts";
import { createTenantResolver } from "./tenancy/tenant-resolver.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The job runner (tests run due jobs with `app.jobs.runDue()`). */
    jobs: JobRunner;
  }
}

export type AppDeps = {
  config: Config;
  database: Database;
  pubsub: AppPubSub;
  /** The external calendar feed reader (tests give one with a fake network). */
  feeds?: FeedLoader;
};

/** Builds the whole HTTP app from its parts, without listening: tests inject into it. */
export async function buildApp({ config, database, pubsub, feeds }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    forceCloseConnections: true,
    rewriteUrl: (req) => originFormOf(req),
  });
  await registerSecurityHeaders(app);
  registerRequestTargetCheck(app);
  registerCors(app, config.corsOrigins);
  registerCompression(app);
  registerRestErrorHandler(app);
  registerInputGuard(app);
  registerHealthRoutes(app, database);

  const lookups = createLookupCaches(pubsub);
  app.addHook("onClose", () => lookups.close());
  // Milliseconds; if Redis is slow to answer, the caches stay unused until it does.
  await lookups.listening(2_000);
  const resolveTenant = createTenantResolver(database.db, config.defaultIncubator, lookups.tenants);
  registerTenantHook(app, resolveTenant);

  const services = await createServices(app, config, database, lookups, {
    pubsub: invalidatingPubSub(pubsub, lookups),
    feeds: feeds ?? createFeedLoader(),
  });
  const yoga = createAppYoga({
    schema: buildSchema(),
    services,
    production: config.nodeEnv === "production",
    trusted: loadTrustedDocuments(config.trustedDocumentsFile),
  });
  registerGraphQLRoute(app, yoga);
  attachSubscriptions(app, {
    yoga,
    resolveTenant,
    services,
    trustProxy: config.trustProxy,
    corsOrigins: config.corsOrigins,
  });
  for (const module of serverModules) module.registerRoutes?.(app, services);

  await registerWebApp(app, config.webDist);
  // Closing the app (SIGTERM) lets running jobs finish and releases the rest (decision 017).
  app.addHook("onClose", () => app.jobs.stop());
  app.jobs.start();
  return app;
}

async function createServices(
  app: FastifyInstance,
  config: Config,
  database: Database,
  lookups: LookupCaches,
  { pubsub, feeds }: { pubsub: AppPubSub; feeds: FeedLoader },
): Promise<Services> {
  // The throttle's counters: while this connection is down the throttle counts in process.
  const redis = config.redisUrl
    ? createRedisClient(config.redisUrl, "throttle", app.log, { maxRetriesPerRequest: 1 })
    : undefined;
  await redis?.connect().catch(() => {});
  app.addHook("onClose", async () => {
    if (redis) await closeRedisClient(redis);
  });
  const jobs = createJobRunner({
    database,
    definitions: serverModules.flatMap((module) => module.jobs ?? []),
    collaborators: () => ({ mailer, pubsub, storage }),
    tenants: () => tenantZones(database.db),
    log: app.log,
  });
  app.decorate("jobs", jobs);
  const storage = createFileStorage(config);
  const jwtSecret = await loadJwtSecret(database.db, config.jwtSecret);
  setAttachmentSigningSecret(jwtSecret);
  registerAttachmentReferences(serverModules.flatMap((module) => module.attachmentReferences ?? []));
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log, jobs });
  return {
    db: database.db,
    forTenant: database.forTenant,
    pubsub,
    lookups,
    tokens: createTokenService(jwtSecret, config.jwtTtlHours),
    throttle: createSignInThrottle(redis),
    mailer,
    jobs,
    feeds,
    storage,
    countRoleHolders: roleHolderCounts,
    calendarSources: serverModules.flatMap((module) => module.calendarSources ?? []),
    tagUses: serverModules.flatMap((module) => (module.tagUses ? [module.tagUses] : [])),
    planUsage: serverModules.flatMap((module) => module.planUsage ?? []),
    log: app.log,
  };
}
