import type { PubSubEventTarget } from "graphql-yoga";
import type { Redis } from "ioredis";
import { closeRedisClient, createRedisClient, type RedisLog } from "../redis.ts";

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
  /** A new notification of one user (key: incubator id:user id), carried whole: only its user hears it. */
  "notification:created": [
    userKey: string,
    payload: {
      id: string;
      type: string;
      isRead: boolean;
      createdAt: string;
      payload: Record<string, unknown>;
    },
  ];
  /** Entries of the request look-up caches (lookup-cache.ts) that every instance drops. */
  "lookups:invalidated": [
    payload: { tenantIds?: string[]; sessionIds?: string[]; userIds?: string[]; probe?: string },
  ];
  /** A task entered, left or changed in one user's list (key: "<incubatorId>:<userId>"): tasksUpdatedForUser. */
  "tasks:updated": [userKey: string, payload: TaskUpdatedEvent];
  /** A batch operation progressed (key: the operation id): applicationBatchOperationUpdated and its kin. */
  "batch:updated": [operationId: string, payload: BatchUpdatedEvent];
};

/** One step of a batch operation (modules/batch-operations): the item done and the counts after it. */
export type BatchUpdatedEvent = {
  operationId: string;
  kind: "application" | "startup" | "user";
  /** STARTED, ITEM_SUCCEEDED, ITEM_FAILED or FINISHED (SNAPSHOT: the state when a subscriber joined). */
  updateType: "SNAPSHOT" | "STARTED" | "ITEM_SUCCEEDED" | "ITEM_FAILED" | "FINISHED";
  itemId: string | null;
  error: string | null;
  total: number;
  succeeded: number;
  failed: number;
  validation: "SUCCEEDED" | "FAILED";
  overall: "RUNNING" | "SUCCEEDED" | "PARTIALLY_SUCCEEDED" | "FAILED";
};

export type TaskUpdatedEvent = {
  updateType: "ADDED" | "REMOVED" | "UPDATED";
  taskId: string;
  dueDate: string;
  approvalStatus: "PENDING" | "APPROVED" | "DENIED";
};

export type SessionEndedEvent = { sessionId: string; reason: string };

type Topic = keyof PubSubEvents;
/** What a subscriber of a topic receives: the payload (the second argument when keyed by id). */
type PayloadOf<K extends Topic> = PubSubEvents[K] extends [unknown, infer P] ? P : PubSubEvents[K][0];
type SubscribeArgs<K extends Topic> = PubSubEvents[K] extends [infer Id, unknown] ? [K, Id] : [K];

export type AppPubSub = {
  /** Delivers to the topic's subscribers (keyed topics: `topic:id`); never waits for them. */
  publish<K extends Topic>(topic: K, ...args: PubSubEvents[K]): void;
  /** The topic's events from now on; `return()` ends the subscription at once. */
  subscribe<K extends Topic>(...args: SubscribeArgs<K>): AsyncIterableIterator<PayloadOf<K>>;
  close(): Promise<void>;
  /**
   * Whether this instance hears every event now: a number that changes whenever delivery
   * may have had a gap (the subscriber connection dropped and came back), or null while it
   * is down. Caches that other instances invalidate by event trust themselves only while it
   * stays the same number (lookup-cache.ts).
   */
  deliveryEpoch(): number | null;
};

/**
 * In process by default; over Redis when a URL is given, so that every instance hears
 * every event. Both Redis connections are open before this returns: a subscription sent
 * on a connection that is still starting would race ioredis' ready check. Later outages
 * are survived (redisEventTarget); `log` hears them.
 */
export async function createAppPubSub(redisUrl?: string, log?: RedisLog): Promise<AppPubSub> {
  if (!redisUrl) {
    return Object.assign(channels(localEventTarget()), { close: async () => {}, deliveryEpoch: () => 0 });
  }
  const publishClient = createRedisClient(redisUrl, "publisher", log, { maxRetriesPerRequest: 3 });
  // A SUBSCRIBE sent while Redis is away waits for the connection instead of failing.
  const subscribeClient = createRedisClient(redisUrl, "subscriber", log, { maxRetriesPerRequest: null });
  try {
    await Promise.all([publishClient.connect(), subscribeClient.connect()]);
  } catch (error) {
    publishClient.disconnect();
    subscribeClient.disconnect();
    throw error;
  }
  const pubsub = channels(redisEventTarget(publishClient, subscribeClient, log));
  return Object.assign(pubsub, {
    close: async () => {
      await Promise.all([closeRedisClient(publishClient), closeRedisClient(subscribeClient)]);
    },
    deliveryEpoch: trackDelivery(subscribeClient),
  });
}

/**
 * Delivery is whole from the moment the subscriber connection is ready and has
 * re-subscribed its channels (the PING sent after them answers) until it drops. Each such
 * span gets a new number, so that a cache can tell that it may have missed an event.
 */
function trackDelivery(subscribeClient: Redis): () => number | null {
  let epoch = 1;
  let live = subscribeClient.status === "ready";
  let readyCount = 0;
  const down = () => {
    live = false;
  };
  subscribeClient.on("close", down);
  subscribeClient.on("end", down);
  subscribeClient.on("error", down);
  subscribeClient.on("ready", () => {
    live = false;
    const attempt = ++readyCount;
    subscribeClient.ping().then(
      () => {
        if (attempt !== readyCount || subscribeClient.status !== "ready") return;
        epoch += 1;
        live = true;
      },
      () => {},
    );
  });
  return () => (live ? epoch : null);
}

/**
 * Publish and subscribe over an event target, as graphql-yoga's `createPubSub` does, with a
 * lighter subscriber than its Repeater (issue 13): a Repeater push made six promises, and at
 * 10,000 subscribers of one event those and their garbage were a sixth of the fan-out's CPU.
 * One event object reaches every subscriber of its topic (fan-out.ts relies on it).
 */
function channels(target: PubSubEventTarget<PubSubEvents>): Pick<AppPubSub, "publish" | "subscribe"> {
  return {
    publish(topic, ...args) {
      const keyed = args.length === 2;
      const name = keyed ? `${topic}:${String(args[0])}` : topic;
      const detail = (keyed ? args[1] : args[0]) ?? null;
      target.dispatchEvent(new CustomEvent(name, { detail }) as never);
    },
    subscribe(...[topic, id]: [Topic, unknown?]) {
      return listen(target, id === undefined ? topic : `${topic}:${String(id)}`);
    },
  } as Pick<AppPubSub, "publish" | "subscribe">;
}

/** Events a subscriber has not yet taken; past this the oldest is dropped (it is far behind). */
const MAX_QUEUED = 1024;

function listen<T>(target: PubSubEventTarget<PubSubEvents>, topic: string): AsyncIterableIterator<T> {
  const queued: T[] = [];
  const waiting: ((step: IteratorResult<T>) => void)[] = [];
  let ended = false;
  const listener = (event: CustomEvent) => {
    const take = waiting.shift();
    if (take) return take({ done: false, value: event.detail as T });
    if (queued.length >= MAX_QUEUED) queued.shift();
    queued.push(event.detail as T);
  };
  target.addEventListener(topic as never, listener as never);
  const end = (): Promise<IteratorResult<T>> => {
    if (!ended) {
      ended = true;
      target.removeEventListener(topic as never, listener as never);
      queued.length = 0;
      for (const take of waiting.splice(0)) take({ done: true, value: undefined });
    }
    return Promise.resolve({ done: true, value: undefined });
  };
  const iterator: AsyncIterableIterator<T> = {
    [Symbol.asyncIterator]: () => iterator,
    next: () => {
      if (queued.length > 0) return Promise.resolve({ done: false, value: queued.shift() as T });
      if (ended) return Promise.resolve({ done: true, value: undefined });
      return new Promise((resolve) => waiting.push(resolve));
    },
    return: end,
    throw: (error: unknown) => end().then(() => Promise.reject(error)),
  };
  return iterator;
}

type Callback = (event: CustomEvent) => void;
type Listener = Callback | { handleEvent: Callback } | null;

const callbackOf = (listener: unknown): Callback | null => {
  const given = listener as Listener;
  return given && ("handleEvent" in given ? given.handleEvent : given);
};

/**
 * The in-process event target (issue 13). Node's EventTarget scans a topic's listeners on
 * every add and remove — quadratic with 10,000 subscribers of one tenant, and a warning past
 * ten — and delivers inside `publish`, so the publishing mutation waited for every
 * subscriber's first step. Here listeners are a set per topic, and an event is delivered
 * after the publisher's current step (setImmediate), as it is through Redis.
 */
function localEventTarget(): PubSubEventTarget<PubSubEvents> {
  const callbacksForTopic = new Map<string, Set<Callback>>();
  return {
    addEventListener(topic, listener) {
      const callback = callbackOf(listener);
      if (!callback) return;
      const callbacks = callbacksForTopic.get(topic) ?? new Set();
      callbacksForTopic.set(topic, callbacks.add(callback));
    },
    dispatchEvent(event) {
      setImmediate(() => {
        for (const callback of callbacksForTopic.get(event.type) ?? []) callback(event);
      });
      return true;
    },
    removeEventListener(topic, listener) {
      const callback = callbackOf(listener);
      const callbacks = callbacksForTopic.get(topic);
      if (!callback || !callbacks) return;
      callbacks.delete(callback);
      if (callbacks.size === 0) callbacksForTopic.delete(topic);
    },
  };
}

/**
 * The event target of `@graphql-yoga/redis-event-target`, made to survive a Redis outage.
 * That one leaves the promises of PUBLISH, SUBSCRIBE and UNSUBSCRIBE unhandled, so one
 * publish while Redis was down ended the process (after the mutation had answered), and a
 * channel whose SUBSCRIBE failed stayed deaf. Here a failed publish is logged with its
 * topic and dropped — the write that published it is already committed, and clients catch
 * up by refetching when their websocket reconnects — and every channel with a listener is
 * subscribed again whenever the subscriber connection becomes ready.
 */
function redisEventTarget(
  publishClient: Redis,
  subscribeClient: Redis,
  log?: RedisLog,
): PubSubEventTarget<PubSubEvents> {
  const callbacksForTopic = new Map<string, Set<Callback>>();
  const warn = (error: unknown, message: string, topic: string) =>
    log?.warn(
      { err: error, topic },
      `${message} ${topic}: ${error instanceof Error ? error.message : error}`,
    );
  const subscribe = (topics: string[]) => {
    if (topics.length === 0) return;
    subscribeClient
      .subscribe(...topics)
      .catch((error) => warn(error, "Redis: cannot subscribe to", topics.join(" ")));
  };

  subscribeClient.on("message", (channel: string, message: string) => {
    const callbacks = callbacksForTopic.get(channel);
    if (!callbacks) return;
    let detail: unknown = null;
    try {
      detail = message === "" ? null : JSON.parse(message);
    } catch (error) {
      return warn(error, "Redis: unreadable message on", channel);
    }
    const event = new CustomEvent(channel, { detail });
    for (const callback of callbacks) callback(event);
  });
  subscribeClient.on("ready", () => subscribe([...callbacksForTopic.keys()]));

  return {
    addEventListener(topic, listener) {
      const callback = callbackOf(listener);
      if (!callback) return;
      let callbacks = callbacksForTopic.get(topic);
      if (!callbacks) {
        callbacks = new Set();
        callbacksForTopic.set(topic, callbacks);
        subscribe([topic]);
      }
      callbacks.add(callback);
    },
    dispatchEvent(event) {
      const payload = event.detail === undefined ? "" : JSON.stringify(event.detail);
      publishClient
        .publish(event.type, payload)
        .catch((error) => warn(error, "Redis: event lost,", event.type));
      return true;
    },
    removeEventListener(topic, listener) {
      const callback = callbackOf(listener);
      const callbacks = callbacksForTopic.get(topic);
      if (!callback || !callbacks) return;
      callbacks.delete(callback);
      if (callbacks.size > 0) return;
      callbacksForTopic.delete(topic);
      subscribeClient
        .unsubscribe(topic)
        .catch((error) => warn(error, "Redis: cannot unsubscribe from", topic));
    },
  };
}
