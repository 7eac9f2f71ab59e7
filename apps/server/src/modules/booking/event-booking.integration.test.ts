import { and, eq, sql } from "drizzle-orm";
import ICAL from "ical.js";
import { beforeAll, describe, expect, it } from "vitest";
import { meetings, notifications } from "../../db/schema/index.ts";
import { gqlAs } from "../../test/auth-helpers.ts";
import { useTestApp } from "../../test/fixture.ts";
import { databaseKinds, dataField, type GraphQLBody } from "../../test/harness.ts";

/**
 * One-to-one events booked through the booking service (issue 15, decision 031), and the
 * meeting link rules of their location (spec-2 §5, decision 030), on both database kinds.
 * The events are made as staff would, through createIncubatorEvent.
 */
const CREATE = `mutation ($input: CreateIncubatorEventInput!) { createIncubatorEvent(input: $input) {
  id location { text link provider } } }`;
const OPTIONS = `query ($e: ID!, $i: IntervalInput!) { incubatorEventBooking(eventId: $e) {
  id eventId title durationInMinutes start end availabilityMode viewerIsHost hosts { email }
  freeSlots(interval: $i) { customerId slots { start end } } } }`;
const BOOK = `mutation ($i: CreateCalendarEventInput!) { createCalendarEvent(input: $i) { id ics event {
  id start end summary location locationLink contextType contextId link
  conferenceProvider { url provider name } conferenceData { url solution }
  organizer { email } hosts { email } attendees { email } } } }`;
const CANCEL = "mutation ($id: ID!) { cancelCalendarEvent(id: $id) { id } }";
const BOOKINGS = "query ($id: ID!) { incubatorEvent(id: $id) { noOfBookings } }";
const ZOOM = "https://us02web.zoom.us/j/85012345678?pwd=abc";
const DAY = 86_400;
const errorOf = (body: GraphQLBody) => body.errors?.[0];

type Options = {
  durationInMinutes: number;
  start: number;
  end: number;
  availabilityMode: string;
  hosts: { email: string }[];
  freeSlots: { customerId: string; slots: { start: number; end: number }[] }[];
};
type Booked = {
  id: string;
  ics: string;
  event: Record<string, unknown> & { hosts: { email: string }[]; start: number };
};

describe.each(databaseKinds("both"))("one-to-one event bookings on %s", (kind) => {
  const t = useTestApp(kind);
  const token: Record<string, string> = {};
  const id: Record<string, string> = {};
  const now = Math.floor(Date.now() / 1000);
  const eventStart = now + DAY;
  const eventEnd = now + 22 * DAY;

  const create = (input: Record<string, unknown>) =>
    gqlAs(t.app, token.staff as string, CREATE, {
      input: {
        eventType: "ONE_ON_ONE",
        title: "Founder office hours",
        status: "PUBLISHED",
        startTime: new Date(eventStart * 1000).toISOString(),
        endTime: new Date(eventEnd * 1000).toISOString(),
        timezone: "Europe/Paris",
        hostIds: [id.coach, id.mentor],
        duration: 45,
        timeslotIncrement: 15,
        availability: { method: "HOSTS_AVAILABILITY", mode: "OVERLAPPING" },
        calendarHostId: id.mentor,
        ignoreHourAllocation: true,
        location: { text: "Room 4", link: ZOOM },
        ...input,
      },
    });
  const createEvent = async (input: Record<string, unknown> = {}) => {
    const { body } = await create(input);
    expect(body.errors).toBeUndefined();
    return dataField<{ id: string }>(body, "createIncubatorEvent").id;
  };
  const options = async (eventId: string, who = "founder") => {
    const { body } = await gqlAs(t.app, token[who] as string, OPTIONS, {
      e: eventId,
      i: { start: now, end: now + 35 * DAY },
    });
    return body;
  };
  const book = (input: Record<string, unknown>, who = "founder") =>
    gqlAs(t.app, token[who] as string, BOOK, { i: input });
  const noOfBookings = async (eventId: string) =>
    dataField<{ noOfBookings: number }>(
      (await gqlAs(t.app, token.staff as string, BOOKINGS, { id: eventId })).body,
      "incubatorEvent",
    ).noOfBookings;

  beforeAll(async () => {
    for (const who of ["staff", "coach", "mentor", "founder"]) {
      const signedIn = await t.signIn(`${who}@demo.test`);
      token[who] = signedIn.token;
      id[who] = signedIn.userId;
    }
    token.orbit = await t.tokenOf("founder@orbit.test", "orbit.localhost");
  }, 60_000);

  it("accepts only https Zoom or Teams meeting links, in the spec's words", async () => {
    const refused = async (link: string) => errorOf((await create({ location: { link } })).body)?.extensions;
    expect(await refused("http://zoom.us/j/1")).toMatchObject({
      name: "ValidationError",
      fieldErrors: [expect.objectContaining({ code: "NOT_HTTPS" })],
    });
    const google = await refused("https://meet.google.com/abc-defg-hij");
    expect(google?.fieldErrors).toEqual([expect.objectContaining({ code: "MEETING_LINK_PROVIDER" })]);
    expect(Object.values(google?.fields ?? {})).toEqual(["link must be a Zoom or Microsoft Teams link"]);
    expect((await refused("https://zoom.us.evil.example/j/1"))?.fieldErrors).toEqual([
      expect.objectContaining({ code: "MEETING_LINK_PROVIDER" }),
    ]);
    const teams = await create({ location: { link: "https://teams.microsoft.com/l/meetup-join/abc" } });
    expect(dataField<{ location: unknown }>(teams.body, "createIncubatorEvent").location).toEqual({
      text: null,
      link: "https://teams.microsoft.com/l/meetup-join/abc",
      provider: "MICROSOFT_TEAMS",
    });
  });

  it("books an overlapping slot of two hosts: the meeting belongs to the event, hosts notified, counted", async () => {
    const eventId = await createEvent();
    const body = await options(eventId);
    const offer = dataField<Options>(body, "incubatorEventBooking");
    expect(offer).toMatchObject({
      durationInMinutes: 45,
      availabilityMode: "OVERLAPPING",
      start: eventStart,
    });
    expect(offer.hosts.map((h) => h.email)).toEqual(["coach@demo.test", "mentor@demo.test"]);
    const [coachSlots, mentorSlots] = offer.freeSlots;
    expect(coachSlots?.slots.length).toBeGreaterThan(5);
    expect(mentorSlots?.slots).toEqual(coachSlots?.slots);
    for (const slot of coachSlots?.slots ?? []) {
      expect(slot.end - slot.start).toBe(45 * 60);
      expect(slot.start).toBeGreaterThanOrEqual(eventStart);
      expect(slot.end).toBeLessThanOrEqual(eventEnd);
    }
    const slot = coachSlots?.slots[0] as { start: number };

    const { body: booked } = await book({
      hostIds: [id.coach, id.mentor],
      start: slot.start,
      durationInMinutes: 45,
      contextType: "IncubatorEvent",
      contextId: eventId,
    });
    const result = dataField<Booked>(booked, "createCalendarEvent");
    expect(result.event).toMatchObject({
      start: slot.start,
      end: slot.start + 45 * 60,
      summary: "Founder office hours: Margaret Hamilton and Fatima Founder",
      location: "Room 4",
      locationLink: ZOOM,
      contextType: "IncubatorEvent",
      contextId: eventId,
      link: `/events/${eventId}`,
      conferenceProvider: { url: ZOOM, provider: "ZOOM", name: "Zoom" },
      conferenceData: { url: ZOOM, solution: "Zoom" },
      // The calendarHost organises.
      organizer: { email: "mentor@demo.test" },
    });
    expect(result.event.hosts.map((h) => h.email).sort()).toEqual(["coach@demo.test", "mentor@demo.test"]);
    // RFC 7986 CONFERENCE in the ICS.
    const vevent = new ICAL.Component(ICAL.parse(result.ics)).getFirstSubcomponent("vevent");
    expect(vevent?.getFirstPropertyValue("location")).toBe("Room 4");
    expect(vevent?.getFirstProperty("conference")?.getFirstValue()).toBe(ZOOM);
    expect(vevent?.getFirstProperty("conference")?.getParameter("label")).toBe("Zoom");

    const [row] = await t.database.db.select().from(meetings).where(eq(meetings.id, result.id));
    expect(row).toMatchObject({ contextType: "IncubatorEvent", contextId: eventId, debitedMinutes: 0 });
    expect(await noOfBookings(eventId)).toBe(1);
    const told = await t.database.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(
        and(
          eq(notifications.type, "meetingScheduled"),
          sql`${notifications.payload}->>'meetingId' = ${result.id}`,
        ),
      );
    expect(told.map((n) => n.userId).sort()).toEqual([id.coach, id.mentor].sort());
    // The slot is taken for both hosts.
    const after = dataField<Options>(await options(eventId), "incubatorEventBooking");
    expect(after.freeSlots[0]?.slots.some((s) => s.start === slot.start)).toBe(false);

    // Cancelling releases the event's booking.
    const cancelled = await gqlAs(t.app, token.founder as string, CANCEL, { id: result.id });
    expect(cancelled.body.errors).toBeUndefined();
    expect(await noOfBookings(eventId)).toBe(0);
    const again = dataField<Options>(await options(eventId), "incubatorEventBooking");
    expect(again.freeSlots[0]?.slots.some((s) => s.start === slot.start)).toBe(true);
  });

  it("keeps to the event's rules: its duration, boundaries, hosts, and never its own hosts", async () => {
    const eventId = await createEvent();
    const offer = dataField<Options>(await options(eventId), "incubatorEventBooking");
    const start = offer.freeSlots[0]?.slots[1]?.start as number;
    const input = {
      hostIds: [id.coach, id.mentor],
      start,
      durationInMinutes: 45,
      contextType: "IncubatorEvent",
      contextId: eventId,
    };
    const codeOf = async (changes: Record<string, unknown>, who = "founder") =>
      errorOf((await book({ ...input, ...changes }, who)).body)?.extensions?.fieldErrors;
    expect(await codeOf({ durationInMinutes: 30 })).toEqual([
      {
        path: "durationInMinutes",
        code: "DURATION_NOT_OFFERED",
        params: { host: "Founder office hours", minutes: 30 },
      },
    ]);
    expect(await codeOf({ start: eventStart - 3600 })).toEqual([
      { path: "start", code: "OUTSIDE_FREE_TIME" },
    ]);
    expect(await codeOf({ hostIds: [id.coach] })).toEqual([
      expect.objectContaining({ path: "hostIds", code: "HOST_NOT_BOOKABLE" }),
    ]);
    expect(await codeOf({}, "coach")).toEqual([{ path: "hostIds", code: "BOOKING_SELF" }]);
    expect(await codeOf({ contextId: null })).toEqual([expect.objectContaining({ code: "REQUIRED" })]);
    // Another organisation's user does not see the event at all.
    const foreign = await gqlAs(
      t.app,
      token.orbit as string,
      OPTIONS,
      { e: eventId, i: { start: now, end: now + DAY } },
      "orbit.localhost",
    );
    expect(errorOf(foreign.body)?.extensions?.name).toBe("NotFoundError");
    expect(await noOfBookings(eventId)).toBe(0);
  });

  it("keeps a draft from bookers, and books PER_HOST events with one host", async () => {
    const draft = await createEvent({ status: "DRAFT" });
    expect(errorOf(await options(draft))?.extensions?.name).toBe("NotFoundError");

    const eventId = await createEvent({ availability: { method: "HOSTS_AVAILABILITY", mode: "PER_HOST" } });
    const offer = dataField<Options>(await options(eventId), "incubatorEventBooking");
    expect(offer.availabilityMode).toBe("PER_HOST");
    const start = offer.freeSlots.find((f) => f.customerId === id.coach)?.slots[0]?.start as number;
    const both = await book({
      hostIds: [id.coach, id.mentor],
      start,
      durationInMinutes: 45,
      contextType: "IncubatorEvent",
      contextId: eventId,
    });
    expect(errorOf(both.body)?.extensions?.fieldErrors).toEqual([
      expect.objectContaining({ path: "hostIds", code: "HOST_NOT_BOOKABLE" }),
    ]);
    const { body } = await book({
      hostIds: [id.coach],
      start,
      durationInMinutes: 45,
      contextType: "IncubatorEvent",
      contextId: eventId,
    });
    const result = dataField<Booked>(body, "createCalendarEvent");
    expect(result.event.hosts.map((h) => h.email)).toEqual(["coach@demo.test"]);
    // The calendarHost (mentor) is not in this meeting: its one host organises.
    expect(result.event).toMatchObject({ organizer: { email: "coach@demo.test" } });
    expect(await noOfBookings(eventId)).toBe(1);
  });
});
