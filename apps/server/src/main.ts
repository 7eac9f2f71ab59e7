import type { FastifyBaseLogger } from "fastify";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig, redact } from "./config.ts";
import { createDatabase } from "./db/client.ts";
import { seedIfEmpty } from "./db/seed/seed.ts";
import { createAppPubSub } from "./graphql/pubsub.ts";
import type { RedisLog } from "./redis.ts";

/** Start-up only: config, database, app, listen. Every failure is one clear line. */
async function main() {
  const config = loadConfig();
  const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }).catch(
    (error: Error) => {
      const where = config.databaseUrl
        ? `DATABASE_URL ${redact(config.databaseUrl)}`
        : `DATA_DIR ${config.dataDir}`;
      throw new StartupError(`Cannot open the database (${where}): ${error.message || error.name}`);
    },
  );
  await database.migrate();
  if (config.seedDemo) await seedIfEmpty(database.db, config.seedDemoCopies);

  const pubsub = await createAppPubSub(config.redisUrl, redisLog).catch((error: Error) => {
    throw new StartupError(`Cannot connect to REDIS_URL ${redact(config.redisUrl ?? "")}: ${error.message}`);
  });
  const app = await buildApp({ config, database, pubsub });
  appLog = app.log;
  await app.listen({ port: config.port, host: config.host }).catch((error: NodeJS.ErrnoException) => {
    const reason = error.code === "EADDRINUSE" ? "the port is already in use" : error.message;
    throw new StartupError(`Cannot listen on PORT ${config.port}: ${reason}`);
  });

  const where = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
  console.log(`Launchpad is ready at http://${where}:${config.port} (${database.kind} database)`);

  const shutdown = async () => {
    await app.close();
    await pubsub.close();
    await database.close();
    process.exit(0);
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
}

class StartupError extends Error {}

/** The app's logger once it exists; the console before. */
let appLog: FastifyBaseLogger | undefined;
const redisLog: RedisLog = {
  warn: (context, message) => (appLog ? appLog.warn(context, message) : console.warn(message)),
  info: (context, message) => (appLog ? appLog.info(context, message) : console.log(message)),
};

// A promise nobody awaited must not end the process (ARCHITECTURE.md §4: a Redis outage
// once did, through ioredis). The known sources handle their own; this is the last line.
process.on("unhandledRejection", (reason) => {
  if (appLog) appLog.error({ err: reason }, "unhandled rejection (the server keeps running)");
  else console.error("Unhandled rejection (the server keeps running):", reason);
});

main().catch((error: Error) => {
  const known = error instanceof ConfigError || error instanceof StartupError;
  console.error(known ? error.message : `Launchpad failed to start: ${error.stack ?? error.message}`);
  process.exit(1);
});
