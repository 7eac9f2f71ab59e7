import type { ParsedFeed } from "./parse-feed.ts";

/**
 * What the loader knows of each feed URL (issue 6: "fetches it with a timeout and caches it"):
 * the last good parse (the events, not their expansion), the last failure, the load under
 * way (so that concurrent callers share one fetch). At most `maxEntries` URLs; the least
 * recently used is dropped first.
 */

export type FeedEntry = {
  good?: { feed: ParsedFeed; loadedAt: number };
  failure?: { error: string; at: number };
  loading?: Promise<void>;
};

export type FeedCache = ReturnType<typeof createFeedCache>;

export function createFeedCache(maxEntries: number) {
  const entries = new Map<string, FeedEntry>();
  const limit = Math.max(1, maxEntries);
  return {
    /** The URL's entry (a new empty one at first), now the most recently used. */
    entry(url: string): FeedEntry {
      const entry = entries.get(url) ?? {};
      entries.delete(url);
      entries.set(url, entry);
      for (const oldest of entries.keys()) {
        if (entries.size <= limit) break;
        entries.delete(oldest);
      }
      return entry;
    },
    has: (url: string) => entries.has(url),
    clear: () => entries.clear(),
  };
}
