/** The calendar feed module's door: hosts' external calendars (ICS feeds) as busy time. */
export { type ExternalBusy, externalBusy, type FeedHost, recordFeedStatus } from "./external-busy.ts";
export {
  createFeedLoader,
  type FeedErrorCode,
  type FeedLoader,
  type FeedResult,
  feedErrorCode,
} from "./ics-feed/index.ts";
