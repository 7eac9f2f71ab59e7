import { createRedisEventTarget } from "@graphql-yoga/redis-event-target";
import { createPubSub, type PubSub } from "graphql-yoga";
import { Redis } from "ioredis";

/**
 * Events published to subscribers. Each topic is keyed by the incubator id so that a
 * subscriber only ever hears its own tenant. Payloads carry ids, not rows: subscribers
 * re-read through the tenant-scoped data layer.
 */
export type PubSubEvents = {
  "incubator:updated": [incubatorId: string, payload: { incubatorId: string }];
  /** One session ended: its holder's `sessionLoggedOut` subscription hears it. */
  "session:ended": [sessionId: string, payload: SessionEndedEvent];
  /** Every ended session, for each instance to close the websockets of those sessions. */
  "sessions:ended": [payload: { sessionIds: string[] }];
  /** A role's permissions or visibility changed (roleId), or a user's role (userId). */
  "access:changed": [
    incubatorId: string,
    payload: { roleId?: string; userId?: string; reason: "ROLE_CHANGED" | "PERMISSIONS_CHANGED" },
  ];
};

export type SessionEndedEvent = { sessionId: string; reason: string };

export type AppPubSub = PubSub<PubSubEvents> & { close(): Promise<void> };

/**
 * In process by default; over Redis when a URL is given, so that every instance hears
 * every event. Both Redis connections are open before this returns: a subscription sent
 * on a connection that is still starting would race ioredis' ready check.
 */
export async function createAppPubSub(
  redisUrl?: string,
  onError?: (error: Error) => void,
): Promise<AppPubSub> {
  if (!redisUrl) return Object.assign(createPubSub<PubSubEvents>(), { close: async () => {} });
  const publishClient = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const subscribeClient = new Redis(redisUrl, { lazyConnect: true });
  for (const client of [publishClient, subscribeClient]) client.on("error", (error) => onError?.(error));
  await Promise.all([publishClient.connect(), subscribeClient.connect()]);
  const pubsub = createPubSub<PubSubEvents>({
    eventTarget: createRedisEventTarget({ publishClient, subscribeClient }),
  });
  return Object.assign(pubsub, {
    close: async () => {
      await Promise.all([publishClient.quit(), subscribeClient.quit()]);
    },
  });
}
