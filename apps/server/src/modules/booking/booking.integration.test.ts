import { and, eq } from "drizzle-orm";
import ICAL from "ical.js";
import { beforeAll, describe, expect, it } from "vitest";
import {
  incubators,
  meetingAttendees,
  outboxEmails,
  startupAssignments,
  startups,
  users,
} from "../../db/schema/index.ts";
import { gqlAs } from "../../test/auth-helpers.ts";
import { useTestApp } from "../../test/fixture.ts";
import { databaseKinds, dataField, type GraphQLBody } from "../../test/harness.ts";
import { lastEmailTo } from "../../test/mail.ts";

const SLOTS = `query S($ids: [ID!]!, $i: IntervalInput!, $d: Int!) {
  getFreeSlotsByCustomerIds(customerIds: $ids, interval: $i, durationInMinutes: $d) { customerId slots { start end } supportedLocations } }`;
const BOOK = `mutation B($i: CreateCalendarEventInput!) { createCalendarEvent(input: $i) {
  id ics event { start end location sequence organizer { email } attendees { email } } } }`;
const errorOf = (body: GraphQLBody) => body.errors?.[0];
const DAY = 86_400;

describe.each(databaseKinds("both"))("booking on %s", (kind) => {
  const t = useTestApp(kind);
  let founder = "";
  let coachId = "";
  let nimbusId = "";
  let greenloopId = "";
  const now = Math.floor(Date.now() / 1000);
  const interval = { start: now, end: now + 21 * DAY };

  const slotsOf = async (duration = 30, hostId = coachId) => {
    const { body } = await gqlAs(t.app, founder, SLOTS, { ids: [hostId], i: interval, d: duration });
    return (
      dataField<{ slots: { start: number; end: number }[] }[]>(body, "getFreeSlotsByCustomerIds")[0]?.slots ??
      []
    );
  };
  const book = (input: Record<string, unknown>, token = founder) => gqlAs(t.app, token, BOOK, { i: input });
  const setRules = (rules: { requireConnection: boolean; requireHoursAllocation: boolean }) =>
    t.database.db
      .update(incubators)
      .set({ hoursAllocationSettings: rules })
      .where(eq(incubators.slug, "demo"));

  beforeAll(async () => {
    founder = (await t.signIn("founder@demo.test")).token;
    const [coach] = await t.database.db.select().from(users).where(eq(users.email, "coach@demo.test"));
    coachId = coach?.id ?? "";
    const rows = await t.database.db.select().from(startups);
    nimbusId = rows.find((s) => s.name === "Nimbus Analytics")?.id ?? "";
    greenloopId = rows.find((s) => s.name === "GreenLoop")?.id ?? "";
  }, 60_000);

  it("offers the coach's slots in their hours, on the 5-minute grid, after the notice", async () => {
    const { body } = await gqlAs(t.app, founder, SLOTS, { ids: [coachId], i: interval, d: 30 });
    const [free] = dataField<
      { customerId: string; slots: { start: number; end: number }[]; supportedLocations: string[] }[]
    >(body, "getFreeSlotsByCustomerIds");
    expect(free?.customerId).toBe(coachId);
    expect(free?.supportedLocations).toEqual(["Online"]);
    expect(free?.slots.length).toBeGreaterThan(20);
    for (const slot of free?.slots ?? []) {
      expect(slot.end - slot.start).toBe(30 * 60);
      expect(slot.start % 300).toBe(0);
      expect(slot.start).toBeGreaterThanOrEqual(now + 12 * 3600);
      const paris = new Intl.DateTimeFormat("en-GB", {
        timeZone: "Europe/Paris",
        hour: "2-digit",
        minute: "2-digit",
        weekday: "short",
      }).format(slot.start * 1000);
      expect(paris).toMatch(/^(Mon|Tue|Wed|Thu|Fri) (09|10|11|13|14|15|16):[0-5]\d$/);
    }
  });

  it("tells each person's role type beside its label, for the web app to translate a built-in role", async () => {
    const { body } = await gqlAs(
      t.app,
      founder,
      "query U($ids: [ID!]!) { usersByIds(ids: $ids) { roleLabel roleType } }",
      {
        ids: [coachId],
      },
    );
    expect(dataField(body, "usersByIds")).toEqual([{ roleLabel: "Coach", roleType: "Coach" }]);
  });

  it("books a slot, answers an ICS that parses, and takes the slot away", async () => {
    const [slot] = await slotsOf();
    if (!slot) throw new Error("no slot");
    const { body } = await book({
      hostIds: [coachId],
      start: slot.start,
      durationInMinutes: 30,
      description: "Pitch review",
    });
    const booked = dataField<{
      id: string;
      ics: string;
      event: { start: number; end: number; location: string; organizer: { email: string } };
    }>(body, "createCalendarEvent");
    expect(booked.event).toMatchObject({
      start: slot.start,
      end: slot.start + 1800,
      location: "Online",
      organizer: { email: "coach@demo.test" },
    });
    const calendar = new ICAL.Component(ICAL.parse(booked.ics));
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    const event = calendar.getFirstSubcomponent("vevent");
    expect(event?.getFirstPropertyValue("sequence")).toBe(0);
    expect(String(event?.getFirstPropertyValue("uid"))).toMatch(/@launchpad$/);
    const dtstart = event?.getFirstPropertyValue("dtstart") as ICAL.Time;
    expect(dtstart.zone?.tzid).toBe("UTC");
    expect(dtstart.toUnixTime()).toBe(slot.start);
    expect((await slotsOf()).some((s) => s.start === slot.start)).toBe(false);

    const again = await book({ hostIds: [coachId], start: slot.start, durationInMinutes: 30 });
    expect(errorOf(again.body)).toMatchObject({
      message: "This time slot is no longer available",
      extensions: { name: "ConflictError" },
    });
  });

  it("refuses notes over 1000 characters when booking and when rescheduling, and books nothing", async () => {
    const [slot] = await slotsOf();
    if (!slot) throw new Error("no slot");
    const long = "x".repeat(1001);
    const { body } = await book({
      hostIds: [coachId],
      start: slot.start,
      durationInMinutes: 30,
      description: long,
    });
    expect(errorOf(body)?.extensions).toMatchObject({
      name: "ValidationError",
      fields: { description: "description must be less than or equal to 1000 characters" },
      fieldErrors: [{ path: "description", code: "TOO_LONG", params: { max: 1000 } }],
    });
    expect((await slotsOf()).some((s) => s.start === slot.start)).toBe(true);
    const moved = await gqlAs(
      t.app,
      founder,
      "mutation U($i: UpdateCalendarEventInput!) { updateCalendarEvent(input: $i) { id } }",
      { i: { id: "00000000-0000-0000-0000-000000000000", start: slot.start, description: long } },
    );
    expect(errorOf(moved.body)?.extensions?.fieldErrors).toEqual([
      { path: "description", code: "TOO_LONG", params: { max: 1000 } },
    ]);
  });

  it("cancels a meeting: the slot is free again, the minutes come back, the ICS says CANCEL", async () => {
    await setRules({ requireConnection: false, requireHoursAllocation: true });
    const connection = and(
      eq(startupAssignments.startupId, nimbusId),
      eq(startupAssignments.userId, coachId),
    );
    await t.database.db
      .update(startupAssignments)
      .set({ minutesAllocated: 300, minutesUsed: 0 })
      .where(connection);
    const slots = await slotsOf();
    const slot = slots[3];
    if (!slot) throw new Error("no slot");
    const booked = await book({
      hostIds: [coachId],
      start: slot.start,
      durationInMinutes: 30,
      startupId: nimbusId,
    });
    const id = dataField<{ id: string }>(booked.body, "createCalendarEvent").id;
    expect((await t.database.db.select().from(startupAssignments).where(connection))[0]?.minutesUsed).toBe(
      30,
    );

    const community = (await t.signIn("community@demo.test")).token;
    const CANCEL = "mutation C($id: ID!) { cancelCalendarEvent(id: $id) { ics event { status sequence } } }";
    const stranger = await gqlAs(t.app, community, CANCEL, { id });
    expect(errorOf(stranger.body)?.extensions?.name).toBe("NotFoundError");

    const cancelled = await gqlAs(t.app, founder, CANCEL, { id });
    const answer = dataField<{ ics: string; event: { status: string; sequence: number } }>(
      cancelled.body,
      "cancelCalendarEvent",
    );
    expect(answer.event).toEqual({ status: "cancelled", sequence: 1 });
    const calendar = new ICAL.Component(ICAL.parse(answer.ics));
    expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(calendar.getFirstSubcomponent("vevent")?.getFirstPropertyValue("sequence")).toBe(1);
    expect((await slotsOf()).some((s) => s.start === slot.start)).toBe(true);
    expect((await t.database.db.select().from(startupAssignments).where(connection))[0]?.minutesUsed).toBe(0);
    const twice = await gqlAs(t.app, founder, CANCEL, { id });
    expect(errorOf(twice.body)?.extensions?.name).toBe("ConflictError");
    await setRules({ requireConnection: false, requireHoursAllocation: false });
  });

  it("makes exactly one meeting of 50 concurrent bookings of one slot", async () => {
    const slots = await slotsOf(45);
    const slot = slots[slots.length - 1];
    if (!slot) throw new Error("no slot");
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        book({ hostIds: [coachId], start: slot.start, durationInMinutes: 45 }),
      ),
    );
    const ok = answers.filter((a) => a.body.data?.createCalendarEvent);
    const conflicts = answers.filter((a) => errorOf(a.body)?.extensions?.name === "ConflictError");
    expect(ok).toHaveLength(1);
    expect(conflicts).toHaveLength(49);
    const held = await t.database.db
      .select()
      .from(meetingAttendees)
      .where(
        and(eq(meetingAttendees.userId, coachId), eq(meetingAttendees.startsAt, new Date(slot.start * 1000))),
      );
    expect(held).toHaveLength(1);
  }, 60_000);

  it("refuses bad input and writes nothing", async () => {
    const [slot] = await slotsOf();
    if (!slot) throw new Error("no slot");
    const q = (vars: Record<string, unknown>) => gqlAs(t.app, founder, SLOTS, vars);
    expect(
      errorOf((await q({ ids: [coachId], i: { start: now, end: now - 1 }, d: 30 })).body)?.extensions?.fields,
    ).toEqual({ "interval.end": "The end must be after the start" });
    expect(
      errorOf((await q({ ids: [coachId], i: { start: now, end: now + 400 * DAY }, d: 30 })).body)?.extensions
        ?.fields,
    ).toEqual({ "interval.end": "The interval is longer than a year" });
    expect(
      errorOf((await q({ ids: ["00000000-0000-4000-8000-000000000000"], i: interval, d: 30 })).body)
        ?.extensions?.name,
    ).toBe("NotFoundError");
    const duration = await book({ hostIds: [coachId], start: slot.start, durationInMinutes: 20 });
    expect(errorOf(duration.body)?.extensions?.fields).toHaveProperty("durationInMinutes");
    expect(errorOf(duration.body)?.extensions?.fieldErrors).toEqual([
      {
        path: "durationInMinutes",
        code: "DURATION_NOT_OFFERED",
        params: { host: expect.any(String), minutes: 20 },
      },
    ]);
    const night = Math.floor(slot.start / DAY) * DAY + 2 * 3600; // 02:00 UTC, 03:00 or 04:00 in Paris
    const outside = await book({ hostIds: [coachId], start: night + 7 * DAY, durationInMinutes: 30 });
    expect(errorOf(outside.body)?.extensions?.fields).toEqual({
      start: "This time is outside the host's free time",
    });
    expect(errorOf(outside.body)?.extensions?.fieldErrors).toEqual([
      { path: "start", code: "OUTSIDE_FREE_TIME" },
    ]);
    const self = await book(
      { hostIds: [coachId], start: slot.start, durationInMinutes: 30 },
      (await t.signIn("coach@demo.test")).token,
    );
    expect(errorOf(self.body)?.extensions?.name).toBe("ValidationError");
  });

  it("applies the organisation's restrictions and keeps the hours ledger", async () => {
    await setRules({ requireConnection: true, requireHoursAllocation: false });
    const [slot] = await slotsOf();
    if (!slot) throw new Error("no slot");
    const unconnected = await book({ hostIds: [coachId], start: slot.start, durationInMinutes: 30 });
    expect(errorOf(unconnected.body)?.extensions).toMatchObject({
      name: "ForbiddenError",
      reason: "REQUIRES_CONNECTION",
    });
    // Another startup's hours are not the founder's to use.
    const notTheirs = await book({
      hostIds: [coachId],
      start: slot.start,
      durationInMinutes: 30,
      startupId: greenloopId,
    });
    expect(errorOf(notTheirs.body)?.extensions?.name).toBe("NotFoundError");

    await setRules({ requireConnection: true, requireHoursAllocation: true });
    const connection = and(
      eq(startupAssignments.startupId, nimbusId),
      eq(startupAssignments.userId, coachId),
    );
    await t.database.db
      .update(startupAssignments)
      .set({ minutesAllocated: 300, minutesUsed: 270 })
      .where(connection);
    const settings = await gqlAs(
      t.app,
      founder,
      "query Q($u: [ID!]!, $s: ID) { getProfileCoachingMeetingSettings(userIds: $u, startupId: $s) { availableDurationsInMins } }",
      { u: [coachId], s: nimbusId },
    );
    expect(
      dataField<{ availableDurationsInMins: number[] }[]>(
        settings.body,
        "getProfileCoachingMeetingSettings",
      )[0]?.availableDurationsInMins,
    ).toEqual([30]);
    const tooLong = await book({
      hostIds: [coachId],
      start: slot.start,
      durationInMinutes: 45,
      startupId: nimbusId,
    });
    expect(errorOf(tooLong.body)?.extensions).toMatchObject({ reason: "INSUFFICIENT_HOUR_ALLOCATION" });
    const ok = await book({
      hostIds: [coachId],
      start: slot.start,
      durationInMinutes: 30,
      startupId: nimbusId,
    });
    expect(ok.body.errors).toBeUndefined();
    const [ledger] = await t.database.db.select().from(startupAssignments).where(connection);
    expect(ledger?.minutesUsed).toBe(300);
    await setRules({ requireConnection: false, requireHoursAllocation: false });
  });

  it("e-mails each attendee the meeting in their own language, zone and outbox", async () => {
    const invites = () =>
      t.database.db.select().from(outboxEmails).where(eq(outboxEmails.kind, "meetingScheduled"));
    await t.database.db.update(users).set({ language: "fr" }).where(eq(users.email, "coach@demo.test"));
    const before = (await invites()).length;
    const [slot] = await slotsOf();
    if (!slot) throw new Error("no slot");
    const { body } = await book({ hostIds: [coachId], start: slot.start, durationInMinutes: 30 });
    expect(body.errors).toBeUndefined();
    await t.database.db.update(users).set({ language: "en" }).where(eq(users.email, "coach@demo.test"));

    expect((await invites()).length).toBe(before + 2);
    const when = (locale: string, timeZone: string) =>
      `${new Intl.DateTimeFormat(locale, { dateStyle: "full", timeStyle: "short", timeZone }).format(slot.start * 1000)} (${timeZone})`;
    const [founderRow] = await t.database.db.select().from(users).where(eq(users.email, "founder@demo.test"));
    const toCoach = await lastEmailTo(t.database, "coach@demo.test", "meetingScheduled");
    expect(toCoach.subject).toBe(`Rendez-vous réservé : ${when("fr", "Europe/Paris")}`);
    expect(toCoach.text).toContain("Où : Online");
    expect(toCoach.link).toBe("http://localhost/calendar");
    const toFounder = await lastEmailTo(t.database, "founder@demo.test", "meetingScheduled");
    expect(toFounder.subject).toBe(`Meeting booked: ${when("en", founderRow?.timezone ?? "")}`);
    expect(toFounder.text).toContain("booked a meeting with");
    expect(toFounder.text).toContain("The invitation is attached");
  });
});

describe.each(databaseKinds("sql"))("availability on %s", (kind) => {
  const t = useTestApp(kind);
  const AVAILABILITY =
    "query A($u: ID) { availability(userId: $u) { userId timezone weeklyHours { weekday startMinute endMinute } overrides { date ranges { startMinute endMinute } } coachingMeetingSettings { enabled availableDurationsInMins minimumNoticeHours timeslotIncrement } icsFeedUrl } }";
  const SAVE =
    "mutation U($u: ID, $i: AvailabilityInput!) { updateAvailability(userId: $u, input: $i) { weeklyHours { weekday } overrides { date } coachingMeetingSettings { availableDurationsInMins } } }";
  const nextYear = new Date().getUTCFullYear() + 1;
  const input = {
    timezone: "America/New_York",
    weeklyHours: [
      { weekday: 1, startMinute: 540, endMinute: 720 },
      { weekday: 1, startMinute: 780, endMinute: 1020 },
      { weekday: 3, startMinute: 420, endMinute: 1080 },
    ],
    // Overrides must not be in the past: next year's.
    overrides: [
      { date: `${nextYear}-12-24`, ranges: [] },
      { date: `${nextYear}-12-28`, ranges: [{ startMinute: 600, endMinute: 660 }] },
    ],
    coachingMeetingSettings: {
      enabled: true,
      availableDurationsInMins: [60, 30, 30],
      defaultMeetingLocation: "Room 2",
      timeslotIncrement: 15,
      minimumNoticeHours: 4,
    },
    icsFeedUrl: "https://calendar.example/feed.ics",
  };

  it("saves a host's own page, and refuses overlapping ranges and unknown durations without writing", async () => {
    const mentor = (await t.signIn("mentor@demo.test")).token;
    const saved = await gqlAs(t.app, mentor, SAVE, { i: input });
    expect(
      dataField<{ coachingMeetingSettings: { availableDurationsInMins: number[] } }>(
        saved.body,
        "updateAvailability",
      ).coachingMeetingSettings.availableDurationsInMins,
    ).toEqual([30, 60]);
    const bad = await gqlAs(t.app, mentor, SAVE, {
      i: {
        ...input,
        weeklyHours: [...input.weeklyHours, { weekday: 1, startMinute: 600, endMinute: 660 }],
        coachingMeetingSettings: { ...input.coachingMeetingSettings, availableDurationsInMins: [25] },
      },
    });
    expect(errorOf(bad.body)?.extensions?.fields).toMatchObject({
      weeklyHours: "Ranges of one day overlap",
      "coachingMeetingSettings.availableDurationsInMins.0": expect.any(String),
    });
    const read = await gqlAs(t.app, mentor, AVAILABILITY, {});
    expect(read.body.data?.availability).toMatchObject({
      timezone: "America/New_York",
      icsFeedUrl: "https://calendar.example/feed.ics",
    });
    expect(dataField<{ weeklyHours: unknown[] }>(read.body, "availability").weeklyHours).toHaveLength(3);
  });

  it("refuses a new date override in the past (in the host's zone) and writes nothing", async () => {
    const evaluator = (await t.signIn("evaluator@demo.test")).token;
    const yesterday = new Date(Date.now() - 36 * 3600_000).toISOString().slice(0, 10);
    const bad = await gqlAs(t.app, evaluator, SAVE, {
      i: { ...input, overrides: [{ date: yesterday, ranges: [] }, ...input.overrides] },
    });
    expect(errorOf(bad.body)?.extensions).toMatchObject({
      name: "ValidationError",
      fields: { "overrides.0.date": "date is in the past" },
      fieldErrors: [{ path: "overrides.0.date", code: "DATE_IN_PAST" }],
    });
    const read = await gqlAs(t.app, evaluator, AVAILABILITY, {});
    expect(
      dataField<{ overrides: { date: string }[] }>(read.body, "availability").overrides,
    ).not.toContainEqual(expect.objectContaining({ date: yesterday }));
    const ok = await gqlAs(t.app, evaluator, SAVE, { i: input });
    expect(ok.body.errors).toBeUndefined();
  });

  it("lets an admin edit a host's availability, and nobody else", async () => {
    const [coach] = await t.database.db.select().from(users).where(eq(users.email, "coach@demo.test"));
    const founder = (await t.signIn("founder@demo.test")).token;
    const refused = await gqlAs(t.app, founder, SAVE, { u: coach?.id, i: input });
    expect(errorOf(refused.body)?.extensions?.name).toBe("ForbiddenError");
    const admin = (await t.signIn("admincoach@demo.test")).token;
    const ok = await gqlAs(t.app, admin, SAVE, { u: coach?.id, i: input });
    expect(ok.body.errors).toBeUndefined();
  });
});
