import { describe, expect, it } from "vitest";
import { calendarLink, calendarLinks } from "./calendar-links.ts";

// 10:30–11:00 in Berlin (summer time) is 08:30–09:00 UTC.
const MEETING = {
  title: "Coaching: Fatima Founder & Carl Coachman",
  start: Date.parse("2026-07-14T10:30:00+02:00"),
  end: Date.parse("2026-07-14T11:00:00+02:00"),
  description: "Pricing & first customers\nBring the deck",
  location: "https://meet.example/carl?room=1",
};

const paramsOf = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe("calendarLink", () => {
  it("Google: compact UTC dates, title, details and location", () => {
    const url = calendarLink("google", MEETING);
    expect(url.startsWith("https://calendar.google.com/calendar/render?")).toBe(true);
    expect(paramsOf(url)).toEqual({
      action: "TEMPLATE",
      dates: "20260714T083000Z/20260714T090000Z",
      text: MEETING.title,
      details: MEETING.description,
      location: MEETING.location,
    });
  });

  it.each([
    ["outlook", "https://outlook.live.com/calendar/0/action/compose?"],
    ["office365", "https://outlook.office.com/calendar/0/action/compose?"],
  ] as const)("%s: the compose page with ISO UTC times", (provider, base) => {
    const url = calendarLink(provider, MEETING);
    expect(url.startsWith(base)).toBe(true);
    expect(paramsOf(url)).toEqual({
      path: "/calendar/action/compose",
      rru: "addevent",
      startdt: "2026-07-14T08:30:00Z",
      enddt: "2026-07-14T09:00:00Z",
      subject: MEETING.title,
      body: MEETING.description,
      location: MEETING.location,
      allday: "false",
    });
  });

  it("Yahoo: compact UTC start and end", () => {
    const url = calendarLink("yahoo", MEETING);
    expect(url.startsWith("https://calendar.yahoo.com/?")).toBe(true);
    expect(paramsOf(url)).toEqual({
      v: "60",
      title: MEETING.title,
      st: "20260714T083000Z",
      et: "20260714T090000Z",
      desc: MEETING.description,
      in_loc: MEETING.location,
    });
  });

  it("encodes every character that would break the address (spaces as %20, & and newlines)", () => {
    const url = calendarLink("google", MEETING);
    expect(url).toContain("text=Coaching%3A%20Fatima%20Founder%20%26%20Carl%20Coachman");
    expect(url).toContain("details=Pricing%20%26%20first%20customers%0ABring%20the%20deck");
    expect(url).not.toContain(" ");
  });

  it("leaves out an empty description and location", () => {
    const links = calendarLinks({ ...MEETING, description: "", location: null });
    expect(Object.keys(paramsOf(links.google))).toEqual(["action", "dates", "text"]);
    expect(paramsOf(links.outlook)).not.toHaveProperty("body");
    expect(paramsOf(links.office365)).not.toHaveProperty("location");
    expect(paramsOf(links.yahoo)).not.toHaveProperty("in_loc");
  });

  it("writes a winter time in UTC too (no DST offset left in)", () => {
    const winter = {
      ...MEETING,
      start: Date.parse("2026-01-14T10:30:00+01:00"),
      end: Date.parse("2026-01-14T11:45:00+01:00"),
    };
    expect(paramsOf(calendarLink("google", winter)).dates).toBe("20260114T093000Z/20260114T104500Z");
    expect(paramsOf(calendarLink("office365", winter)).enddt).toBe("2026-01-14T10:45:00Z");
  });
});
