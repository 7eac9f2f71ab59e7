import { randomUUID } from "node:crypto";
import type { RoleType } from "@launchpad/domain";
import type { AppPubSub, PubSubEvents } from "./graphql/pubsub.ts";
import type { Tenant } from "./tenancy/tenant.ts";

/**
 * Short-lived caches of the two look-ups that every request makes before its resolvers
 * run: the tenant of a host and the session a token names (decisions 002 and 004).
 *
 * Rules:
 * - The events that already announce a change (`sessions:ended`, `access:changed` for a
 *   user, `incubator:updated`) drop the entries they concern: on the publishing instance
 *   synchronously, before the mutation answers; on the others through `lookups:invalidated`.
 * - An entry is trusted only while pub/sub delivers every event (`deliveryEpoch`): while
 *   the Redis subscriber is down nothing is cached nor read from the cache, and everything
 *   cached before a gap is dropped when delivery resumes. Nor before this instance has heard
 *   its own first message on `lookups:invalidated` (its subscription is then active).
 * - A value read from the database is stored only if no invalidation arrived during the read
 *   (it may predate the change the invalidation announced).
 * - Entries expire after a few seconds regardless: the bound on anything missed otherwise
 *   (an instance whose publish failed while its peers still listened).
 * - Nothing is cached on a miss: a new incubator or session is found at once.
 */

export type LookupInvalidation = PubSubEvents["lookups:invalidated"][0];

/** An active session as authentication needs it; pending sessions are not cached. */
export type CachedSession = { incubatorId: string; userId: string; roleType: RoleType };

type Entry<V> = { value: V; expiresAt: number };

export class LookupCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private epoch: number | null = null;
  /** Counts drops, so that a read that overlapped one is not stored. */
  private generation = 0;

  constructor(
    private readonly deliveryEpoch: () => number | null,
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The cached value, or `load()`'s (stored when it is not null and still trustworthy). */
  async get(key: string, load: () => Promise<V | null>): Promise<V | null> {
    const trusted = this.trustedEpoch();
    if (trusted !== null) {
      const entry = this.entries.get(key);
      if (entry && entry.expiresAt > this.now()) return entry.value;
      if (entry) this.entries.delete(key);
    }
    const generation = this.generation;
    const value = await load();
    if (
      value !== null &&
      trusted !== null &&
      generation === this.generation &&
      this.trustedEpoch() === trusted
    ) {
      this.store(key, value);
    }
    return value;
  }

  /** Drops the entries whose key or value matches. */
  drop(matches: (key: string, value: V) => boolean) {
    this.generation += 1;
    for (const [key, entry] of this.entries) if (matches(key, entry.value)) this.entries.delete(key);
  }

  clear() {
    this.generation += 1;
    this.entries.clear();
  }

  get size() {
    return this.entries.size;
  }

  /** The delivery epoch the entries belong to, or null when the cache must not be used. */
  private trustedEpoch(): number | null {
    const epoch = this.deliveryEpoch();
    if (epoch !== this.epoch) {
      this.clear();
      this.epoch = epoch;
    }
    return epoch;
  }

  private store(key: string, value: V) {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
  }
}

export type LookupCaches = {
  /** Tenants by slug. */
  tenants: LookupCache<Tenant>;
  /** Active sessions by id. */
  sessions: LookupCache<CachedSession>;
  /** Drops what an invalidation names, here only (the others hear `lookups:invalidated`). */
  drop(invalidation: LookupInvalidation): void;
  /** Waits (at most `timeoutMs`) until this instance hears invalidations: whether it does. */
  listening(timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
};

export const TENANT_TTL_MS = 60_000;
export const SESSION_TTL_MS = 10_000;

/** The caches of one server instance, listening to the other instances' invalidations. */
export function createLookupCaches(pubsub: AppPubSub): LookupCaches {
  // Until this instance hears its own probe, its subscription may not be active yet (over
  // Redis, SUBSCRIBE and PUBLISH go through different connections): nothing is cached.
  const probe = randomUUID();
  let listening = false;
  let heardProbe = () => {};
  const probeHeard = new Promise<void>((resolve) => {
    heardProbe = resolve;
  });
  const epoch = () => (listening ? pubsub.deliveryEpoch() : null);
  const tenants = new LookupCache<Tenant>(epoch, TENANT_TTL_MS, 1_000);
  const sessions = new LookupCache<CachedSession>(epoch, SESSION_TTL_MS, 20_000);
  const drop = ({ tenantIds = [], sessionIds = [], userIds = [] }: LookupInvalidation) => {
    if (tenantIds.length > 0) tenants.drop((_slug, tenant) => tenantIds.includes(tenant.id));
    if (sessionIds.length > 0 || userIds.length > 0) {
      sessions.drop((id, session) => sessionIds.includes(id) || userIds.includes(session.userId));
    }
  };
  const heard = pubsub.subscribe("lookups:invalidated");
  void (async () => {
    for await (const invalidation of heard) {
      if (invalidation.probe === probe) {
        listening = true;
        heardProbe();
      }
      drop(invalidation);
    }
  })();
  const sendProbe = () => {
    if (listening) clearInterval(probing);
    else pubsub.publish("lookups:invalidated", { probe });
  };
  const probing = setInterval(sendProbe, 1_000).unref();
  setImmediate(sendProbe);
  return {
    tenants,
    sessions,
    drop,
    listening: async (timeoutMs) => {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, timeoutMs);
      });
      await Promise.race([probeHeard, late]);
      clearTimeout(timer);
      return listening;
    },
    close: async () => {
      clearInterval(probing);
      await heard.return?.();
    },
  };
}

/**
 * The app's pub/sub, made to drop the cache entries that an event makes stale: here at once,
 * and on every other instance through `lookups:invalidated`, published after the event.
 */
export function invalidatingPubSub(pubsub: AppPubSub, caches: LookupCaches): AppPubSub {
  const publish = pubsub.publish.bind(pubsub) as (topic: string, ...args: unknown[]) => void;
  const invalidating = (topic: string, ...args: unknown[]) => {
    const invalidation = invalidationOf(topic, args);
    if (invalidation) caches.drop(invalidation);
    publish(topic, ...args);
    if (invalidation) publish("lookups:invalidated", invalidation);
  };
  return { ...pubsub, publish: invalidating as AppPubSub["publish"] };
}

function invalidationOf(topic: string, args: unknown[]): LookupInvalidation | null {
  if (topic === "sessions:ended") return { sessionIds: (args[0] as { sessionIds: string[] }).sessionIds };
  if (topic === "incubator:updated") return { tenantIds: [args[0] as string] };
  if (topic === "access:changed") {
    // A user's new role changes the role type that the cached session carries.
    const userId = (args[1] as { userId?: string }).userId;
    return userId ? { userIds: [userId] } : null;
  }
  return null;
}
