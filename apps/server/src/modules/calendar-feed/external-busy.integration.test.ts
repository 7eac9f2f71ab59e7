import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { notifications, users } from "../../db/schema/index.ts";
import { gqlAs } from "../../test/auth-helpers.ts";
import { useTestApp } from "../../test/fixture.ts";
import { databaseKinds, dataField, type GraphQLBody } from "../../test/harness.ts";
import { createFeedLoader } from "./ics-feed/index.ts";

/**
 * The external calendar feed end to end: the real loader (ics-feed) with a fake network —
 * a feed with one event, and a feed that answers HTTP 500.
 */
const feed = { busyStart: 0 };
function fakeNetworkFeeds() {
  const stamp = (s: number) => new Date(s * 1000).toISOString().replace(/[-:]/g, "").replace(/\.\d+/, "");
  const fetch = async (input: string | URL | Request) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.endsWith("/broken.ics")) return new Response("oops", { status: 500 });
    const body = [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//test//EN",
      "BEGIN:VEVENT",
      "UID:dentist@example.com",
      `DTSTAMP:${stamp(feed.busyStart)}`,
      `DTSTART:${stamp(feed.busyStart)}`,
      `DTEND:${stamp(feed.busyStart + 3600)}`,
      "SUMMARY:Dentist",
      "END:VEVENT",
      "END:VCALENDAR",
    ].join("\r\n");
    return new Response(body, { status: 200, headers: { "content-type": "text/calendar" } });
  };
  return createFeedLoader({ fetch, lookup: async () => ["93.184.216.34"] });
}

const SLOTS = `query S($ids: [ID!]!, $i: IntervalInput!) {
  getFreeSlotsByCustomerIds(customerIds: $ids, interval: $i, durationInMinutes: 30) { slots { start } } }`;
const AVAILABILITY = `{ availability { timezone weeklyHours { weekday startMinute endMinute }
  overrides { date ranges { startMinute endMinute } }
  coachingMeetingSettings { enabled availableDurationsInMins defaultMeetingLocation timeslotIncrement minimumNoticeHours } } }`;
const SAVE = `mutation U($i: AvailabilityInput!) { updateAvailability(input: $i) {
  icsFeedUrl icsFeed { url status error checkedAt eventCount } } }`;
const DAY = 86_400;

describe.each(databaseKinds("sql"))("external calendar feed on %s", (kind) => {
  const t = useTestApp(kind, { overrides: () => ({ feeds: fakeNetworkFeeds() }) });
  let founder = "";
  let coach = "";
  let coachId = "";
  const now = Math.floor(Date.now() / 1000);
  const interval = { start: now, end: now + 14 * DAY };

  const slots = async () => {
    const { body } = await gqlAs(t.app, founder, SLOTS, { ids: [coachId], i: interval });
    return dataField<{ slots: { start: number }[] }[]>(body, "getFreeSlotsByCustomerIds")[0]?.slots ?? [];
  };
  const saveFeed = async (icsFeedUrl: string | null) => {
    const current = dataField<Record<string, unknown>>(
      (await gqlAs(t.app, coach, AVAILABILITY)).body,
      "availability",
    );
    const { body } = await gqlAs(t.app, coach, SAVE, { i: { ...current, icsFeedUrl } });
    return body as GraphQLBody;
  };

  beforeAll(async () => {
    founder = (await t.signIn("founder@demo.test")).token;
    coach = (await t.signIn("coach@demo.test")).token;
    const [row] = await t.database.db.select().from(users).where(eq(users.email, "coach@demo.test"));
    coachId = row?.id ?? "";
  }, 60_000);

  it("blocks the feed's events, reports a failing feed to the host and never offers its time", async () => {
    const free = await slots();
    const first = free[0];
    if (!first) throw new Error("no slot");
    feed.busyStart = first.start;

    const ok = dataField<{ icsFeed: { status: string; eventCount: number } }>(
      await saveFeed("webcal://cal.example.com/busy.ics"),
      "updateAvailability",
    );
    expect(ok).toMatchObject({
      icsFeedUrl: "https://cal.example.com/busy.ics",
      icsFeed: { url: "https://cal.example.com/busy.ics", status: "OK", error: null, eventCount: 1 },
    });
    const busy = await slots();
    expect(busy.some((s) => s.start >= first.start && s.start < first.start + 3600)).toBe(false);
    expect(busy.length).toBeGreaterThan(0);

    const failing = dataField<{ icsFeed: { status: string; error: string } }>(
      await saveFeed("https://cal.example.com/broken.ics"),
      "updateAvailability",
    );
    expect(failing.icsFeed).toMatchObject({ status: "FAILING", error: "The feed answered HTTP 500" });
    expect(await slots()).toEqual([]);
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, coachId), eq(notifications.type, "icsFeedFailed")));
    expect(told).toHaveLength(1);

    const book = await gqlAs(
      t.app,
      founder,
      "mutation B($i: CreateCalendarEventInput!) { createCalendarEvent(input: $i) { id } }",
      { i: { hostIds: [coachId], start: free[free.length - 1]?.start, durationInMinutes: 30 } },
    );
    expect(book.body.errors?.[0]?.extensions?.name).toBe("ConflictError");

    const removed = dataField<{ icsFeed: null }>(await saveFeed(null), "updateAvailability");
    expect(removed.icsFeed).toBeNull();
    expect((await slots()).length).toBe(free.length);
  });
});
