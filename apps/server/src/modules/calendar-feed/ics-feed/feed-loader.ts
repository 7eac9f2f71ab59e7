import { FEED_ERRORS, FeedError } from "../calendar-feed.errors.ts";
import { expandFeed, type FeedBusy } from "./expand-feed.ts";
import { createFeedCache, type FeedEntry } from "./feed-cache.ts";
import { isIanaZone } from "./feed-time.ts";
import { fetchFeedText } from "./fetch-feed.ts";
import { createGuardedFetch, resolveHost } from "./guarded-https.ts";
import { parseFeed } from "./parse-feed.ts";

/**
 * A host's external calendar as busy time (issue 6; docs/booking-api.md "External calendar
 * feed (busy time)"):
 * - a URL's parsed events are kept `ttlMs` after a good load; concurrent callers of one URL
 *   share one fetch;
 * - after a failure the feed is not fetched again before `retryMs`; meanwhile callers get that
 *   failure, or, when the last good copy is younger than `staleMs`, that copy with
 *   `stale: true` and the failure's `error` (so the host can still be told);
 * - `checkedAt` is when the feed was last fetched (ms), `eventCount` the busy VEVENTs of the
 *   copy in use;
 * - a window the feed cannot be expanded for (too many repetitions) is `ok: false` too:
 *   callers must then treat the whole window as busy, never as free.
 */

export type { FeedBusy };

export type FeedResult =
  | { ok: true; busy: FeedBusy[]; eventCount: number; checkedAt: number; stale: boolean; error?: string }
  | { ok: false; error: string; checkedAt: number };

export type FeedLoaderOptions = {
  /** Injectable for tests; the default checks addresses again where it connects (guarded-https.ts). */
  fetch?: typeof globalThis.fetch;
  /** Host name → addresses; injectable for tests. */
  lookup?: (host: string) => Promise<string[]>;
  now?: () => number;
  /** Default 5000. */
  timeoutMs?: number;
  /** Default 2 MB. */
  maxBytes?: number;
  /** Default 10 min (good load). */
  ttlMs?: number;
  /** Default 1 min (after a failure). */
  retryMs?: number;
  /** Default 24 h: a good copy younger than this is used (stale: true) while the feed fails. */
  staleMs?: number;
  /** Default 500 URLs (least recently used dropped). */
  maxEntries?: number;
};

const MINUTE_MS = 60_000;

function twoYearsAfter(ms: number): number {
  const date = new Date(ms);
  date.setUTCFullYear(date.getUTCFullYear() + 2);
  return date.getTime();
}

export function createFeedLoader(options: FeedLoaderOptions = {}) {
  const lookup = options.lookup ?? resolveHost;
  const fetchFeed = options.fetch ?? createGuardedFetch(lookup);
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? 5000;
  const maxBytes = options.maxBytes ?? 2 * 1024 * 1024;
  const ttlMs = options.ttlMs ?? 10 * MINUTE_MS;
  const retryMs = options.retryMs ?? MINUTE_MS;
  const staleMs = options.staleMs ?? 24 * 60 * MINUTE_MS;
  const cache = createFeedCache(options.maxEntries ?? 500);

  async function load(url: string, entry: FeedEntry): Promise<void> {
    let error: string;
    try {
      const outcome = await fetchFeedText(url, { fetch: fetchFeed, lookup, timeoutMs, maxBytes });
      if (outcome.ok) {
        entry.good = { feed: parseFeed(outcome.text), loadedAt: now() };
        entry.failure = undefined;
        return;
      }
      error = outcome.error;
    } catch (e) {
      error = e instanceof FeedError ? e.message : FEED_ERRORS.invalidIcs;
    }
    entry.failure = { error, at: now() };
    if (entry.good && now() - entry.good.loadedAt >= staleMs) entry.good = undefined;
  }

  /** The last load failed: wait `retryMs`; else a good copy lasts `ttlMs`. */
  function isFresh(entry: FeedEntry): boolean {
    if (entry.failure) return now() - entry.failure.at < retryMs;
    return entry.good !== undefined && now() - entry.good.loadedAt < ttlMs;
  }

  async function settled(url: string, force: boolean): Promise<FeedEntry> {
    const entry = cache.entry(url);
    if (!entry.loading && (force || !isFresh(entry))) {
      entry.loading = load(url, entry).finally(() => {
        entry.loading = undefined;
      });
    }
    if (entry.loading) await entry.loading;
    return entry;
  }

  function answer(entry: FeedEntry, windowStart: number, windowEnd: number, zone: string): FeedResult {
    const { good, failure } = entry;
    const usable = good && (!failure || now() - good.loadedAt < staleMs) ? good : undefined;
    if (!usable) {
      return { ok: false, error: failure?.error ?? FEED_ERRORS.unreachable, checkedAt: failure?.at ?? now() };
    }
    const checkedAt = failure?.at ?? usable.loadedAt;
    try {
      const busy = expandFeed(usable.feed, windowStart, windowEnd, isIanaZone(zone) ? zone : "UTC");
      const eventCount = usable.feed.eventCount;
      return failure
        ? { ok: true, busy, eventCount, checkedAt, stale: true, error: failure.error }
        : { ok: true, busy, eventCount, checkedAt, stale: false };
    } catch (e) {
      return { ok: false, error: e instanceof FeedError ? e.message : FEED_ERRORS.invalidIcs, checkedAt };
    }
  }

  return {
    /** Busy time of the feed within [windowStart, windowEnd) (ms); zone = the host's IANA zone for all-day and floating times. */
    async busy(url: string, windowStart: number, windowEnd: number, zone: string): Promise<FeedResult> {
      const entry = await settled(url.trim(), false);
      return answer(entry, windowStart, windowEnd, zone);
    },
    /** Loads now, ignoring the cache (saving a new URL); same result shape for the next 2 years from now. */
    async refresh(url: string, zone: string): Promise<FeedResult> {
      const entry = await settled(url.trim(), true);
      const from = now();
      return answer(entry, from, twoYearsAfter(from), zone);
    },
    clear(): void {
      cache.clear();
    },
  };
}
