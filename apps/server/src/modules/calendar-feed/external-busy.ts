import type { Services } from "../../graphql/context.ts";
import { type NotifyContext, notify } from "../notifications/index.ts";
import { type Person, saveFeedCheck } from "../users/index.ts";
import type { FeedResult } from "./ics-feed/index.ts";

/**
 * Busy time from the hosts' external calendars (their ICS feed URL). A feed that cannot be
 * read, with no good copy from the last day, makes its host busy for the whole window: a
 * failing feed is never free time. Each load's outcome is kept on the host (shown on their
 * availability page), and a feed that starts failing sends them an icsFeedFailed
 * notification.
 */
export type ExternalBusy = ReadonlyMap<string, { start: number; end: number }[]>;

/** A host as the feed sees them: their feed, zone and the feed's last recorded load. */
export type FeedHost = Pick<
  Person["user"],
  "id" | "timezone" | "icsFeedUrl" | "icsFeedStatus" | "icsFeedError" | "icsFeedCheckedAt"
>;

/** The database, and what the icsFeedFailed notification needs (notify). */
type Ctx = NotifyContext;

const DAY_MS = 86_400_000;

export async function externalBusy(
  ctx: Ctx & Pick<Services, "feeds">,
  hosts: { user: FeedHost }[],
  startMs: number,
  endMs: number,
): Promise<ExternalBusy> {
  const busy = new Map<string, { start: number; end: number }[]>();
  await Promise.all(
    hosts.map(async ({ user }) => {
      const url = user.icsFeedUrl;
      if (!url) return;
      const from = startMs - DAY_MS;
      const to = endMs + DAY_MS;
      const result = await ctx.feeds.busy(url, from, to, user.timezone);
      busy.set(user.id, result.ok ? result.busy : [{ start: from, end: to }]);
      await recordFeedStatus(ctx, user, result);
    }),
  );
  return busy;
}

/** Keeps a load's outcome on the host when it changed (or the last record is over 10 minutes old). */
export async function recordFeedStatus(ctx: Ctx, user: FeedHost, result: FeedResult) {
  // A stale copy still gives busy time, but the feed itself is failing: the host is told.
  const status = result.ok && !result.stale ? "OK" : "FAILING";
  const error = status === "OK" ? null : (result.error ?? null);
  const last = user.icsFeedCheckedAt?.getTime() ?? 0;
  const unchanged = user.icsFeedStatus === status && user.icsFeedError === error;
  if (unchanged && result.checkedAt - last < 10 * 60_000) return;
  await saveFeedCheck(ctx, user.id, {
    status,
    error,
    checkedAt: new Date(result.checkedAt),
    ...(result.ok ? { eventCount: result.eventCount } : {}),
  });
  if (status === "FAILING" && user.icsFeedStatus !== "FAILING") {
    await notify(ctx, { type: "icsFeedFailed", userIds: [user.id], payload: error ? { error } : {} });
  }
  user.icsFeedStatus = status;
  user.icsFeedError = error;
  user.icsFeedCheckedAt = new Date(result.checkedAt);
}
