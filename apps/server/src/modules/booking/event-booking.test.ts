import type { HostAvailability } from "@launchpad/domain";
import { describe, expect, it } from "vitest";
import { ValidationError } from "../../graphql/errors.ts";
import { conferenceOf } from "./conference.ts";
import { assertEventTime, eventOrganizer, onEventDate, withEventHours } from "./event-booking.ts";
import type { EventBooking } from "./event-context.ts";

const at = (iso: string) => Date.parse(iso);

const EVENT: EventBooking = {
  id: "e1",
  title: "Office hours",
  start: at("2026-07-06T07:00:00Z"),
  end: at("2026-07-10T17:00:00Z"),
  timezone: "Europe/Paris",
  durationMinutes: 30,
  incrementMinutes: 15,
  dates: [],
  mode: "OVERLAPPING",
  hours: "HOSTS",
  hostIds: ["a", "b"],
  calendarHostId: "b",
  ignoreHostsLinkedCalendar: false,
  ignoreHourAllocation: false,
  locationText: null,
  locationLink: null,
};

const host = (hostId: string): HostAvailability => ({
  hostId,
  timeZone: "America/New_York",
  weeklyHours: [{ weekday: 1, startMinute: 600, endMinute: 660 }],
  overrides: [{ date: "2026-07-06", ranges: [] }],
  busy: [{ start: at("2026-07-06T08:00:00Z"), end: at("2026-07-06T09:00:00Z") }],
});

describe("a one-to-one event's rules", () => {
  it("refuses another duration, a time outside its boundaries or off its dates", () => {
    expect(() => assertEventTime(EVENT, at("2026-07-07T09:00:00Z"), 30)).not.toThrow();
    expect(() => assertEventTime(EVENT, at("2026-07-07T09:00:00Z"), 45)).toThrow(ValidationError);
    expect(() => assertEventTime(EVENT, at("2026-07-06T06:45:00Z"), 30)).toThrow(ValidationError);
    // Ends after the event's end.
    expect(() => assertEventTime(EVENT, at("2026-07-10T16:45:00Z"), 30)).toThrow(ValidationError);
    const onDates = { ...EVENT, dates: ["2026-07-08"] };
    expect(() => assertEventTime(onDates, at("2026-07-07T09:00:00Z"), 30)).toThrow(ValidationError);
    expect(() => assertEventTime(onDates, at("2026-07-08T09:00:00Z"), 30)).not.toThrow();
  });

  it("reads its one-to-one dates in the event's zone", () => {
    const late = at("2026-07-07T22:30:00Z"); // already the 8th in Paris
    expect(onEventDate({ ...EVENT, dates: ["2026-07-08"] }, late)).toBe(true);
    expect(onEventDate({ ...EVENT, dates: ["2026-07-07"] }, late)).toBe(false);
    expect(onEventDate(EVENT, late)).toBe(true);
  });

  it("puts EVENT_HOURS in place of the hosts' own hours, their meetings still busy", () => {
    expect(withEventHours(EVENT, [host("a")])).toEqual([host("a")]);
    const [business] = withEventHours({ ...EVENT, hours: "BUSINESS_HOURS" }, [host("a")]);
    expect(business?.timeZone).toBe("Europe/Paris");
    expect(business?.overrides).toEqual([]);
    expect(business?.busy).toEqual(host("a").busy);
    expect(business?.weeklyHours).toHaveLength(7);
    expect(business?.weeklyHours[0]).toEqual({ weekday: 0, startMinute: 420, endMinute: 1080 });
    const [all] = withEventHours({ ...EVENT, hours: "ALL_HOURS" }, [host("a")]);
    expect(all?.weeklyHours[3]).toEqual({ weekday: 3, startMinute: 0, endMinute: 1439 });
  });

  it("lets the calendar host organise when they take part, else the first host", () => {
    const people = ["a", "b"].map((id) => ({ user: { id } }) as Parameters<typeof eventOrganizer>[1][number]);
    expect(eventOrganizer(EVENT, people).user.id).toBe("b");
    expect(eventOrganizer(EVENT, [people[0] as (typeof people)[number]]).user.id).toBe("a");
  });
});

describe("a meeting's conference", () => {
  it("is its link, or an https location, with the provider for Zoom and Teams", () => {
    expect(conferenceOf("Room 4", "https://acme.zoom.us/j/1")).toEqual({
      url: "https://acme.zoom.us/j/1",
      provider: "ZOOM",
      name: "Zoom",
    });
    expect(conferenceOf(" https://teams.microsoft.com/l/x ", null)).toEqual({
      url: "https://teams.microsoft.com/l/x",
      provider: "MICROSOFT_TEAMS",
      name: "Microsoft Teams",
    });
    expect(conferenceOf("https://meet.example/carl", null)).toEqual({
      url: "https://meet.example/carl",
      provider: null,
      name: null,
    });
    expect(conferenceOf("Online", null)).toBeNull();
    expect(conferenceOf("http://zoom.us/j/1", null)).toBeNull();
    expect(conferenceOf(null, undefined)).toBeNull();
  });
});
