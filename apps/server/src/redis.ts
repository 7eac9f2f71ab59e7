import { Redis, type RedisOptions } from "ioredis";

/** Where Redis trouble is told: Fastify's logger, or a console adapter before the app exists. */
export type RedisLog = {
  warn(context: object, message: string): void;
  info(context: object, message: string): void;
};

/**
 * One ioredis connection whose trouble is reported, never thrown (ARCHITECTURE.md §4: a
 * Redis failure degrades a feature, it never takes the process down). ioredis reconnects
 * on its own, for ever, with a back-off of at most 2 s; the loss is logged once and the
 * return once, not at every retry. Commands that fail meanwhile reject their own promise:
 * each caller catches it (pubsub.ts, the sign-in throttle's in-process insurance).
 */
export function createRedisClient(
  url: string,
  role: string,
  log?: RedisLog,
  options: RedisOptions = {},
): Redis {
  const client = new Redis(url, { lazyConnect: true, ...options });
  let down = false;
  client.on("error", (error: Error) => {
    if (down) return;
    down = true;
    log?.warn({ err: error, redis: role }, `Redis (${role}) unreachable, retrying: ${error.message}`);
  });
  client.on("ready", () => {
    if (!down) return;
    down = false;
    log?.info({ redis: role }, `Redis (${role}) reconnected`);
  });
  return client;
}

/** Closes a connection: politely when Redis answers within a second, at once otherwise. */
export async function closeRedisClient(client: Redis): Promise<void> {
  if (client.status === "ready") {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, 1000);
    });
    await Promise.race([client.quit().catch(() => {}), late]);
    clearTimeout(timer);
  }
  client.disconnect();
}
