import { and, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { meetings, notifications, outboxEmails, startups, users } from "../../db/schema/index.ts";
import { gqlAs } from "../../test/auth-helpers.ts";
import { useTestApp } from "../../test/fixture.ts";
import { databaseKinds, dataField, type GraphQLBody } from "../../test/harness.ts";
import { upcomingWindow } from "./calendar-window.ts";

// The ICS writer, watched: a list that does not ask for `ics` must not write any (issue 13).
const icsWriter = vi.hoisted(() => ({ calls: 0 }));
vi.mock("./ics.ts", async (original) => {
  const actual = await original<typeof import("./ics.ts")>();
  return {
    ...actual,
    meetingIcs: (...args: Parameters<typeof actual.meetingIcs>) => {
      icsWriter.calls += 1;
      return actual.meetingIcs(...args);
    },
  };
});

const SLOTS = `query S($ids: [ID!]!, $i: IntervalInput!, $d: Int!, $x: ID) {
  getFreeSlotsByCustomerIds(customerIds: $ids, interval: $i, durationInMinutes: $d, excludeEventId: $x) { slots { start end } } }`;
const BOOK = `mutation B($i: CreateCalendarEventInput!) { createCalendarEvent(input: $i) { id ics event { sequence } } }`;
const EVENTS = `query E($ids: [ID!], $s: Int!, $e: Int!) { calendarEvents(customerIds: $ids, start: $s, end: $e) {
  id start end durationInMinutes summary referenceType referenceId referenceName viewerIsHost canReschedule canCancel
  hosts { email } attendees { email } organizer { email } ics } }`;
const MOVE = `mutation M($i: UpdateCalendarEventInput!) { updateCalendarEvent(input: $i) { id ics event { start end sequence } } }`;
const CANCEL = "mutation C($id: ID!) { cancelCalendarEvent(id: $id) { id } }";
const CONNECTIONS = `query C($id: ID!) { startupConnections(startupId: $id) {
  assignedUser { email } minutesAllocated minutesUsed minutesPending minutesRemaining availableDurationsInMins } }`;
const errorOf = (body: GraphQLBody) => body.errors?.[0];
const DAY = 86_400;

type Event = {
  id: string;
  start: number;
  end: number;
  durationInMinutes: number;
  referenceType: string | null;
  referenceId: string | null;
  referenceName: string | null;
  viewerIsHost: boolean;
  canReschedule: boolean;
  canCancel: boolean;
  hosts: { email: string }[];
  attendees: { email: string }[];
  ics: string;
};

describe.each(databaseKinds("sql"))("calendar, rescheduling and the portfolio on %s", (kind) => {
  const t = useTestApp(kind);
  let founder = "";
  let coach = "";
  let admin = "";
  let community = "";
  let coachId = "";
  let nimbusId = "";
  const now = Math.floor(Date.now() / 1000);
  const interval = { start: now, end: now + 21 * DAY };

  const slotsOf = async (exclude: string | null = null, token = founder) => {
    const { body } = await gqlAs(t.app, token, SLOTS, { ids: [coachId], i: interval, d: 30, x: exclude });
    return dataField<{ slots: { start: number }[] }[]>(body, "getFreeSlotsByCustomerIds")[0]?.slots ?? [];
  };
  const eventsOf = async (token: string, ids: string[] | null = null) =>
    gqlAs(t.app, token, EVENTS, { ids, s: now, e: now + 30 * DAY });
  const connection = async (token = founder) => {
    const { body } = await gqlAs(t.app, token, CONNECTIONS, { id: nimbusId });
    return dataField<{ assignedUser: { email: string }; minutesPending: number; minutesRemaining: number }[]>(
      body,
      "startupConnections",
    ).find((c) => c.assignedUser.email === "coach@demo.test");
  };

  beforeAll(async () => {
    founder = (await t.signIn("founder@demo.test")).token;
    coach = (await t.signIn("coach@demo.test")).token;
    admin = (await t.signIn("admin@demo.test")).token;
    community = (await t.signIn("community@demo.test")).token;
    const [row] = await t.database.db.select().from(users).where(eq(users.email, "coach@demo.test"));
    coachId = row?.id ?? "";
    const [nimbus] = await t.database.db.select().from(startups).where(eq(startups.name, "Nimbus Analytics"));
    nimbusId = nimbus?.id ?? "";
  }, 60_000);

  it("shows a booked meeting in both calendars, with what each may do, and the startup's balance", async () => {
    const before = await connection();
    const [slot] = await slotsOf();
    if (!slot) throw new Error("no slot");
    const booked = await gqlAs(t.app, founder, BOOK, {
      i: { hostIds: [coachId], start: slot.start, durationInMinutes: 30, startupId: nimbusId },
    });
    const id = dataField<{ id: string }>(booked.body, "createCalendarEvent").id;

    const mine = dataField<Event[]>((await eventsOf(founder)).body, "calendarEvents").find(
      (e) => e.id === id,
    );
    expect(mine).toMatchObject({
      start: slot.start,
      durationInMinutes: 30,
      referenceType: "Startup",
      referenceId: nimbusId,
      referenceName: "Nimbus Analytics",
      viewerIsHost: false,
      canReschedule: true,
      canCancel: true,
      hosts: [{ email: "coach@demo.test" }],
    });
    const theirs = dataField<Event[]>((await eventsOf(coach)).body, "calendarEvents").find(
      (e) => e.id === id,
    );
    expect(theirs).toMatchObject({ viewerIsHost: true, canReschedule: false, canCancel: true });

    // Someone else's calendar: not for a community member; an admin (AVAILABILITY:EDIT) may.
    expect(errorOf((await eventsOf(community, [coachId])).body)?.extensions?.name).toBe("ForbiddenError");
    const seen = dataField<Event[]>((await eventsOf(admin, [coachId])).body, "calendarEvents");
    expect(seen.some((e) => e.id === id)).toBe(true);

    // The balance: the 30 minutes are pending (still to come), and no longer remaining.
    const after = await connection();
    expect(after?.minutesPending).toBe((before?.minutesPending ?? 0) + 30);
    expect(after?.minutesRemaining).toBe((before?.minutesRemaining ?? 0) - 30);
    await gqlAs(t.app, founder, CANCEL, { id });
    expect((await connection())?.minutesRemaining).toBe(before?.minutesRemaining);
  });

  it("writes the ICS of a listed meeting only when the query asks for it, valid for ical.js", async () => {
    const [slot] = await slotsOf();
    if (!slot) throw new Error("no slot");
    const booked = await gqlAs(t.app, founder, BOOK, {
      i: { hostIds: [coachId], start: slot.start, durationInMinutes: 30 },
    });
    const id = dataField<{ id: string }>(booked.body, "createCalendarEvent").id;
    const LIST = "query L($s: Int!, $e: Int!) { calendarEvents(start: $s, end: $e) { id summary start } }";

    icsWriter.calls = 0;
    const listed = dataField<{ id: string }[]>(
      (await gqlAs(t.app, founder, LIST, { s: now, e: now + 30 * DAY })).body,
      "calendarEvents",
    );
    expect(listed.some((e) => e.id === id)).toBe(true);
    expect(icsWriter.calls).toBe(0);

    const withIcs = dataField<Event[]>((await eventsOf(founder)).body, "calendarEvents");
    expect(icsWriter.calls).toBe(withIcs.length);
    const one = withIcs.find((e) => e.id === id);
    const calendar = new ICAL.Component(ICAL.parse(one?.ics ?? ""));
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    const vevent = calendar.getFirstSubcomponent("vevent");
    if (!vevent) throw new Error("no VEVENT");
    expect((vevent.getFirstPropertyValue("dtstart") as ICAL.Time).toUnixTime()).toBe(slot.start);
    expect(vevent.getAllProperties("attendee").map((a) => a.getFirstValue())).toEqual(
      expect.arrayContaining(["mailto:coach@demo.test", "mailto:founder@demo.test"]),
    );

    // Without start and end: the viewer's next twelve months from the start of today in their zone.
    const DEFAULT = "query D($s: Int) { calendarEvents(start: $s) { id start } }";
    const upcoming = dataField<{ id: string }[]>(
      (await gqlAs(t.app, founder, DEFAULT)).body,
      "calendarEvents",
    );
    const [me] = await t.database.db.select().from(users).where(eq(users.email, "founder@demo.test"));
    const window = upcomingWindow(me?.timezone ?? null, Date.now());
    const explicit = await gqlAs(t.app, founder, LIST, { s: window.start, e: window.end });
    expect(upcoming.map((e) => e.id)).toContain(id);
    expect(upcoming.map((e) => e.id)).toEqual(
      dataField<{ id: string }[]>(explicit.body, "calendarEvents").map((e) => e.id),
    );
    const half = await gqlAs(t.app, founder, DEFAULT, { s: now });
    expect(errorOf(half.body)?.extensions?.name).toBe("ValidationError");

    // One meeting's ICS by its id (the calendar's download) writes that one only.
    icsWriter.calls = 0;
    const single = await gqlAs(t.app, founder, "query O($id: ID!) { calendarEvent(id: $id) { id ics } }", {
      id,
    });
    // The same text but its DTSTAMP (when it was written: the two requests may fall in different seconds).
    const unstamped = (ics?: string) => ics?.replace(/^DTSTAMP:.*$/m, "DTSTAMP:");
    expect(unstamped(dataField<{ ics: string }>(single.body, "calendarEvent").ics)).toBe(unstamped(one?.ics));
    expect(icsWriter.calls).toBe(1);
    await gqlAs(t.app, founder, CANCEL, { id });
  });

  it("reschedules a meeting: same UID, SEQUENCE up, its own time does not block it, hosts cannot", async () => {
    const slots = await slotsOf();
    const first = slots[0];
    if (!first) throw new Error("no slot");
    const booked = await gqlAs(t.app, founder, BOOK, {
      i: { hostIds: [coachId], start: first.start, durationInMinutes: 30 },
    });
    const { id, ics } = dataField<{ id: string; ics: string }>(booked.body, "createCalendarEvent");
    const uid = new ICAL.Component(ICAL.parse(ics))
      .getFirstSubcomponent("vevent")
      ?.getFirstPropertyValue("uid");

    // Its own time is offered again when it is the meeting being moved, not otherwise.
    expect((await slotsOf()).some((s) => s.start === first.start)).toBe(false);
    expect((await slotsOf(id)).some((s) => s.start === first.start)).toBe(true);
    // …and only to someone who may move it.
    expect(
      errorOf((await gqlAs(t.app, community, SLOTS, { ids: [coachId], i: interval, d: 30, x: id })).body)
        ?.extensions?.name,
    ).toBe("NotFoundError");

    const host = await gqlAs(t.app, coach, MOVE, { i: { id, start: first.start + 900 } });
    expect(errorOf(host.body)?.extensions).toMatchObject({
      name: "ForbiddenError",
      reason: "HOST_CANNOT_RESCHEDULE",
    });
    const stranger = await gqlAs(t.app, community, MOVE, { i: { id, start: first.start + 900 } });
    expect(errorOf(stranger.body)?.extensions?.name).toBe("NotFoundError");

    // 15 minutes later overlaps its own old time: allowed, since it does not block itself.
    const moved = await gqlAs(t.app, founder, MOVE, { i: { id, start: first.start + 900 } });
    const answer = dataField<{ id: string; ics: string; event: { start: number; sequence: number } }>(
      moved.body,
      "updateCalendarEvent",
    );
    expect(answer.id).toBe(id);
    expect(answer.event).toMatchObject({ start: first.start + 900, sequence: 1 });
    const event = new ICAL.Component(ICAL.parse(answer.ics));
    expect(event.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(event.getFirstSubcomponent("vevent")?.getFirstPropertyValue("uid")).toBe(uid);
    expect(event.getFirstSubcomponent("vevent")?.getFirstPropertyValue("sequence")).toBe(1);
    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, coachId), eq(notifications.type, "meetingChanged")));
    expect(notes.length).toBeGreaterThan(0);
    const mails = await t.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.kind, "meetingRescheduled"));
    expect(mails.map((m) => m.to).sort()).toEqual(
      expect.arrayContaining(["coach@demo.test", "founder@demo.test"]),
    );

    // A slot another meeting holds: ConflictError SLOT_TAKEN, and the meeting stays where it was.
    const other = (await slotsOf()).find((s) => s.start >= first.start + 4 * 3600);
    if (!other) throw new Error("no other slot");
    await gqlAs(t.app, admin, BOOK, { i: { hostIds: [coachId], start: other.start, durationInMinutes: 30 } });
    const taken = await gqlAs(t.app, founder, MOVE, { i: { id, start: other.start } });
    expect(errorOf(taken.body)?.extensions).toMatchObject({ name: "ConflictError", reason: "SLOT_TAKEN" });
    const outside = await gqlAs(t.app, founder, MOVE, { i: { id, start: first.start + 60 } });
    expect(errorOf(outside.body)?.extensions?.name).toBe("ValidationError");
    const [row] = await t.database.db.select().from(meetings).where(eq(meetings.id, id));
    expect(row?.startsAt.getTime()).toBe((first.start + 900) * 1000);
    expect(row?.sequence).toBe(1);

    // Cancelled: e-mailed as CANCEL, and it cannot be moved any more.
    await gqlAs(t.app, founder, CANCEL, { id });
    const cancelMail = await t.database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.kind, "meetingCancelled"), eq(outboxEmails.to, "coach@demo.test")));
    expect(cancelMail.length).toBeGreaterThan(0);
    const late = await gqlAs(t.app, founder, MOVE, { i: { id, start: other.start + 3600 } });
    expect(errorOf(late.body)?.extensions?.name).toBe("ConflictError");
    expect(
      dataField<Event[]>((await eventsOf(founder)).body, "calendarEvents").some((e) => e.id === id),
    ).toBe(false);
  });

  it("lists the portfolio by scope and books for a startup with its cofounders invited", async () => {
    const PORTFOLIO = "{ portfolio { total items { id name connections { assignedUser { email } } } } }";
    const ofCoach = dataField<{ items: { id: string }[] }>(
      (await gqlAs(t.app, coach, PORTFOLIO)).body,
      "portfolio",
    );
    expect(ofCoach.items.map((s) => s.id)).toEqual([nimbusId]);
    const ofAdmin = dataField<{ total: number }>((await gqlAs(t.app, admin, PORTFOLIO)).body, "portfolio");
    expect(ofAdmin.total).toBeGreaterThan(1);
    expect(errorOf((await gqlAs(t.app, community, PORTFOLIO)).body)?.extensions?.name).toBe("ForbiddenError");

    const file = await gqlAs(t.app, founder, "{ startupFile { id name viewerIsMember } }");
    expect(dataField(file.body, "startupFile")).toEqual({
      id: nimbusId,
      name: "Nimbus Analytics",
      viewerIsMember: true,
    });

    const [slot] = await slotsOf(null, admin);
    if (!slot) throw new Error("no slot");
    const booked = await gqlAs(t.app, admin, BOOK, {
      i: { hostIds: [coachId], start: slot.start, durationInMinutes: 30, startupId: nimbusId },
    });
    const id = dataField<{ id: string }>(booked.body, "createCalendarEvent").id;
    const seen = dataField<Event[]>((await eventsOf(founder)).body, "calendarEvents").find(
      (e) => e.id === id,
    );
    expect(seen?.attendees.map((a) => a.email)).toEqual(
      expect.arrayContaining(["coach@demo.test", "admin@demo.test", "founder@demo.test"]),
    );
    // Nobody books on a startup's hours outside their scope.
    const [greenloop] = await t.database.db.select().from(startups).where(eq(startups.name, "GreenLoop"));
    const outOfScope = await gqlAs(t.app, community, BOOK, {
      i: { hostIds: [coachId], start: slot.start + 3600, durationInMinutes: 30, startupId: greenloop?.id },
    });
    expect(errorOf(outOfScope.body)?.extensions?.name).toBe("NotFoundError");
  });
});
