/** The calendar feed module's door: hosts' external calendars (ICS feeds) as busy time. */
export { FEED_ERRORS, type FeedErrorCode, feedErrorCode } from "./calendar-feed.errors.ts";
export { type ExternalBusy, externalBusy, type FeedHost, recordFeedStatus } from "./external-busy.ts";
export { createFeedLoader, type FeedLoader, type FeedResult } from "./ics-feed/index.ts";
