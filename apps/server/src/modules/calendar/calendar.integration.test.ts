import { and, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { incubators, meetingAttendees, meetings, users } from "../../db/schema/index.ts";
import { gqlAs } from "../../test/auth-helpers.ts";
import { useTestApp } from "../../test/fixture.ts";
import { databaseKinds } from "../../test/harness.ts";
import { CALENDAR_LINK_FAILED } from "./calendar.errors.ts";
import { forgetKeptFeeds } from "./feed.service.ts";

const CREATE = "mutation { createCalendarFeed { url webcalUrl createdAt } }";
const LINK = `query L($id: ID!, $type: String!, $cal: CalendarType!) {
  calendarLink(eventId: $id, eventType: $type, calendarType: $cal) }`;

describe.each(databaseKinds("both"))("the calendar's calls and personal feed on %s", (kind) => {
  const t = useTestApp(kind);

  async function userId(email: string) {
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    return row?.id ?? "";
  }

  let day = 0;
  /** A meeting of the coach with the founder of `slug`, a day later than the last one. */
  async function meeting(slug: string, summary: string) {
    day += 1;
    const [incubator] = await t.database.db.select().from(incubators).where(eq(incubators.slug, slug));
    const coach = await userId(`coach@${slug}.test`);
    const founder = await userId(`founder@${slug}.test`);
    const startsAt = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + day * 24 * 3_600_000);
    const endsAt = new Date(startsAt.getTime() + 30 * 60_000);
    const incubatorId = incubator?.id ?? "";
    const [row] = await t.database.db
      .insert(meetings)
      .values({
        incubatorId,
        organizerId: coach,
        bookerId: founder,
        startsAt,
        endsAt,
        summary,
        uid: `${summary}@launchpad`,
      })
      .returning();
    const meetingId = row?.id ?? "";
    await t.database.db.insert(meetingAttendees).values([
      { incubatorId, meetingId, userId: coach, isHost: true, startsAt, endsAt },
      { incubatorId, meetingId, userId: founder, isHost: false, startsAt, endsAt },
    ]);
    return { id: meetingId, start: Math.floor(startsAt.getTime() / 1000) };
  }

  const feed = (url: string, headers: Record<string, string> = {}) => {
    const { host, pathname } = new URL(url);
    return t.app.inject({ method: "GET", url: pathname, headers: { host, ...headers } });
  };

  it("serves the founder's meetings as a feed with an ETag, and refuses a revoked or replaced address at once", async () => {
    const m = await meeting("demo", "Feed check-in");
    const founder = await t.tokenOf("founder@demo.test");
    const made = await gqlAs(t.app, founder, CREATE);
    expect(made.body.errors).toBeUndefined();
    const address = made.body.data?.createCalendarFeed as { url: string; webcalUrl: string };
    expect(address.url).toMatch(/^http:\/\/localhost\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(address.webcalUrl).toBe(address.url.replace("http://", "webcal://"));

    const first = await feed(address.url);
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toMatch(/^text\/calendar/);
    expect(first.body).toContain("METHOD:PUBLISH");
    expect(first.body).toContain("UID:Feed check-in@launchpad");
    expect(first.body).toContain("SEQUENCE:0");
    expect(first.body).toContain("URL:http://localhost/calendar");
    expect(first.body).not.toContain("METHOD:REQUEST");
    const etag = String(first.headers.etag);
    expect((await feed(address.url, { "if-none-match": etag })).statusCode).toBe(304);
    // Built again (the kept copy forgotten), the same content has the same ETag.
    forgetKeptFeeds();
    const again = await feed(address.url, { "if-none-match": `W/${etag}` });
    expect(again.statusCode).toBe(304);
    const status = await gqlAs(t.app, founder, "{ calendarFeed { active lastUsedAt } }");
    expect(status.body.data?.calendarFeed).toMatchObject({ active: true });

    const replaced = await gqlAs(t.app, founder, CREATE);
    const next = String((replaced.body.data?.createCalendarFeed as { url: string } | undefined)?.url);
    expect((await feed(address.url)).statusCode).toBe(404);
    expect((await feed(next)).statusCode).toBe(200);

    expect((await gqlAs(t.app, founder, "mutation { revokeCalendarFeed }")).body.data).toEqual({
      revokeCalendarFeed: true,
    });
    expect((await feed(next)).statusCode).toBe(404);
    expect((await gqlAs(t.app, founder, "{ calendarFeed { active } }")).body.data).toEqual({
      calendarFeed: { active: false },
    });
    expect(m.id).not.toBe("");
  });

  it("keeps feeds to their organisation: a token read through another tenant's host is unknown", async () => {
    await meeting("orbit", "Orbit only");
    const orbitFounder = await t.tokenOf("founder@orbit.test", "orbit.localhost");
    const made = await gqlAs(t.app, orbitFounder, CREATE, undefined, "orbit.localhost");
    const url = String((made.body.data?.createCalendarFeed as { url: string } | undefined)?.url);
    expect(url).toMatch(/^http:\/\/orbit\.localhost\//);
    const own = await feed(url);
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain("Orbit only");
    const elsewhere = await t.app.inject({
      method: "GET",
      url: new URL(url).pathname,
      headers: { host: "localhost" },
    });
    expect(elsewhere.statusCode).toBe(404);
    expect((await feed("http://localhost/api/calendar/feed/not-a-token.ics")).statusCode).toBe(404);
  });

  it("gives add-event links for each calendar, and spec-1 §8's text when it cannot", async () => {
    const m = await meeting("demo", "Link check");
    const founder = await t.tokenOf("founder@demo.test");
    const expected = {
      GOOGLE: /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE.*text=Link/,
      OUTLOOK: /^https:\/\/outlook\.live\.com\/calendar\/0\/action\/compose\?.*subject=Link/,
      OFFICE365: /^https:\/\/outlook\.office\.com\/calendar\/0\/action\/compose\?.*subject=Link/,
      YAHOO: /^https:\/\/calendar\.yahoo\.com\/\?.*title=Link/,
    };
    for (const [cal, pattern] of Object.entries(expected)) {
      const { body } = await gqlAs(t.app, founder, LINK, { id: m.id, type: "CalendarEvent", cal });
      expect(body.errors, cal).toBeUndefined();
      expect(body.data?.calendarLink, cal).toMatch(pattern);
    }
    const mentor = await t.tokenOf("mentor@demo.test");
    for (const [token, type] of [
      [mentor, "CalendarEvent"],
      [founder, "Nonsense"],
    ] as const) {
      const { body } = await gqlAs(t.app, token, LINK, { id: m.id, type, cal: "GOOGLE" });
      expect(body.errors?.[0]?.message).toBe(CALENDAR_LINK_FAILED);
      expect((body.errors?.[0]?.extensions as { reason?: string } | undefined)?.reason).toBe(
        "CALENDAR_LINK_FAILED",
      );
    }
  });

  it("lists one customer's events and gives an event's ICS file to those who may see it", async () => {
    const m = await meeting("demo", "Customer view");
    const founderId = await userId("founder@demo.test");
    const founder = await t.tokenOf("founder@demo.test");
    const LIST =
      "query E($id: ID!, $s: Int!, $e: Int!) { eventsByCustomerId(customerId: $id, start: $s, end: $e) { id summary } }";
    const own = await gqlAs(t.app, founder, LIST, { id: founderId, s: m.start - 60, e: m.start + 3600 });
    expect(own.body.data?.eventsByCustomerId).toEqual([{ id: m.id, summary: "Customer view" }]);
    const coachId = await userId("coach@demo.test");
    const other = await gqlAs(t.app, founder, LIST, { id: coachId, s: m.start - 60, e: m.start + 3600 });
    expect(other.body.errors?.[0]?.extensions?.name).toBe("ForbiddenError");
    const admin = await t.tokenOf("admin@demo.test");
    const byAdmin = await gqlAs(t.app, admin, LIST, { id: coachId, s: m.start - 60, e: m.start + 3600 });
    expect(byAdmin.body.data?.eventsByCustomerId).toEqual([{ id: m.id, summary: "Customer view" }]);

    const FILE = "query F($id: ID!) { icsFileById(id: $id) { id fileName ics } }";
    const file = await gqlAs(t.app, founder, FILE, { id: m.id });
    expect(file.body.data?.icsFileById).toMatchObject({ id: m.id, fileName: "Customer-view.ics" });
    expect(String((file.body.data?.icsFileById as { ics: string } | undefined)?.ics)).toContain(
      "UID:Customer view@launchpad",
    );
    const mentor = await t.tokenOf("mentor@demo.test");
    const refused = await gqlAs(t.app, mentor, FILE, { id: m.id });
    expect(refused.body.errors?.[0]?.extensions?.name).toBe("NotFoundError");
    const rows = await t.database.db
      .select()
      .from(meetings)
      .where(and(eq(meetings.id, m.id), eq(meetings.summary, "Customer view")));
    expect(rows).toHaveLength(1);
  });

  it("merges the events the founder registered for (the events module's source) into the calendar, the links, the ICS and the feed", async () => {
    const founder = await t.tokenOf("founder@demo.test");
    const now = Math.floor(Date.now() / 1000);
    const LIST = `query L($s: Int!, $e: Int!) { calendarEvents(start: $s, end: $e) {
      id summary contextType contextId eventAttendeeId link canReschedule } }`;
    const { body } = await gqlAs(t.app, founder, LIST, { s: now - 15 * 86_400, e: now });
    const items = (body.data?.calendarEvents ?? []) as {
      id: string;
      contextType: string | null;
      contextId: string;
      link: string;
      eventAttendeeId: string | null;
      summary: string;
    }[];
    const registered = items.find((i) => i.contextType === "IncubatorEvent" && i.eventAttendeeId);
    expect(registered, JSON.stringify(body)).toBeDefined();
    expect(registered?.link).toBe(`/events/${registered?.contextId}`);

    const link = await gqlAs(t.app, founder, LINK, {
      id: registered?.id,
      type: "IncubatorEvent",
      cal: "GOOGLE",
    });
    expect(link.body.data?.calendarLink).toMatch(/^https:\/\/calendar\.google\.com\//);
    expect(decodeURIComponent(String(link.body.data?.calendarLink))).toContain(
      `/events/${registered?.contextId}`,
    );
    const file = await gqlAs(t.app, founder, "query F($id: ID!) { icsFileById(id: $id) { ics } }", {
      id: registered?.id,
    });
    expect(String((file.body.data?.icsFileById as { ics: string } | undefined)?.ics)).toContain(
      "BEGIN:VEVENT",
    );

    // The feed holds it too, and parses as iCalendar (what Google and Apple Calendar read).
    const made = await gqlAs(t.app, founder, CREATE);
    const answer = await feed(
      String((made.body.data?.createCalendarFeed as { url: string } | undefined)?.url),
    );
    const calendar = new ICAL.Component(ICAL.parse(answer.body));
    const events = calendar.getAllSubcomponents("vevent");
    const urls = events.map((e) => String(e.getFirstPropertyValue("url")));
    expect(urls).toContain(`http://localhost/events/${registered?.contextId}`);
    for (const event of events) {
      expect(event.getFirstPropertyValue("uid")).toBeTruthy();
      expect(event.getFirstPropertyValue("dtstart")).toBeTruthy();
    }
    await gqlAs(t.app, founder, "mutation { revokeCalendarFeed }");
  });
});
