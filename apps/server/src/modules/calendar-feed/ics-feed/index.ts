import type { createFeedLoader } from "./feed-loader.ts";

/**
 * External calendar feeds as busy time (issue 6). A host's ICS feed URL is fetched safely
 * (fetch-feed.ts, guarded-https.ts, address-guard.ts), parsed with ical.js (parse-feed.ts),
 * expanded within the asked window in the host's zone (expand-feed.ts, recurrence.ts) and
 * cached per URL (feed-cache.ts, feed-loader.ts). A failing feed is an `ok: false` result,
 * which callers must treat as busy, never as free time.
 */

export { FEED_ERRORS, type FeedErrorCode, feedErrorCode } from "../calendar-feed.errors.ts";
export { createFeedLoader, type FeedBusy, type FeedLoaderOptions, type FeedResult } from "./feed-loader.ts";

/** The process-wide loader (one cache for every request). */
export type FeedLoader = ReturnType<typeof createFeedLoader>;
