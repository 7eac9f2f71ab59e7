import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { escapeText, foldLine, type IcsMeeting, meetingIcs, quoteParam, utcDateTime } from "./ics.ts";

const MEETING: IcsMeeting = {
  uid: "0b7c5a9e-1f7d-4c55-9d7e-2f3b8a1c6e01@launchpad",
  sequence: 2,
  start: new Date("2026-12-01T10:30:00Z"),
  end: new Date("2026-12-01T11:00:00Z"),
  stamp: new Date("2026-11-24T09:15:07.250Z"),
  summary: "Coaching: Ada, Lovelace; back\\slash",
  description: `Line one\nLine two, with; ünïcödé — and 日本語のテキスト ${"long ".repeat(30)}😀 end`,
  location: "Room 4; floor 2, east",
  organizer: { name: 'Coach "Q" Person', email: "coach@demo.test" },
  attendees: [
    { name: "Ada Lovelace", email: "ada@demo.test" },
    { name: "Zoë ^ Ünal", email: "zoe@demo.test" },
  ],
};

const vevent = (ics: string) => {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = calendar.getFirstSubcomponent("vevent");
  if (!event) throw new Error("no VEVENT");
  return { calendar, event };
};

describe("meetingIcs", () => {
  it("writes a calendar ical.js reads back to the same values", () => {
    const { calendar, event } = vevent(meetingIcs(MEETING));
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(event.getFirstPropertyValue("uid")).toBe(MEETING.uid);
    expect(event.getFirstPropertyValue("sequence")).toBe(2);
    expect(event.getFirstPropertyValue("status")).toBe("CONFIRMED");
    expect(event.getFirstPropertyValue("summary")).toBe(MEETING.summary);
    expect(event.getFirstPropertyValue("description")).toBe(MEETING.description);
    expect(event.getFirstPropertyValue("location")).toBe(MEETING.location);
    const start = event.getFirstPropertyValue("dtstart") as ICAL.Time;
    expect(start.zone?.tzid).toBe("UTC");
    expect(start.toUnixTime()).toBe(MEETING.start.getTime() / 1000);
    expect((event.getFirstPropertyValue("dtend") as ICAL.Time).toUnixTime()).toBe(
      MEETING.end.getTime() / 1000,
    );
    expect((event.getFirstPropertyValue("dtstamp") as ICAL.Time).toUnixTime()).toBe(
      Math.floor(MEETING.stamp.getTime() / 1000),
    );
    const organizer = event.getFirstProperty("organizer");
    expect(organizer?.getFirstValue()).toBe("mailto:coach@demo.test");
    expect(organizer?.getParameter("cn")).toBe('Coach "Q" Person');
    const attendees = event.getAllProperties("attendee");
    expect(attendees.map((a) => [a.getFirstValue(), a.getParameter("cn"), a.getParameter("rsvp")])).toEqual([
      ["mailto:ada@demo.test", "Ada Lovelace", "TRUE"],
      ["mailto:zoe@demo.test", "Zoë ^ Ünal", "TRUE"],
    ]);
  });

  it("says CANCEL when cancelled and leaves out what the meeting does not have", () => {
    const ics = meetingIcs({ ...MEETING, cancelled: true, description: null, location: null });
    const { calendar, event } = vevent(ics);
    expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(event.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(ics).not.toMatch(/DESCRIPTION|LOCATION/);
  });

  it("carries a conferencing link as RFC 7986 CONFERENCE, and as LOCATION when there is no place", () => {
    const url = "https://us02web.zoom.us/j/85012345678?pwd=abc;def,ghi";
    const withPlace = meetingIcs({ ...MEETING, conference: { url, label: "Zoom" } });
    const { event } = vevent(withPlace);
    const conference = event.getFirstProperty("conference");
    expect(conference?.getFirstValue()).toBe(url);
    expect(conference?.type).toBe("uri"); // ical.js reads VALUE=URI as the value type
    expect(conference?.getParameter("feature")).toBe("VIDEO");
    expect(conference?.getParameter("label")).toBe("Zoom");
    expect(event.getFirstPropertyValue("location")).toBe(MEETING.location);
    expect(withPlace.replace(/\r\n /g, "")).toContain(
      `CONFERENCE;VALUE=URI;FEATURE=VIDEO;LABEL="Zoom":${url}\r\n`,
    );

    const linkOnly = vevent(
      meetingIcs({ ...MEETING, location: null, conference: { url, label: 'Microsoft "Teams"' } }),
    ).event;
    expect(linkOnly.getFirstPropertyValue("location")).toBe(url);
    expect(linkOnly.getFirstProperty("conference")?.getParameter("label")).toBe('Microsoft "Teams"');
    expect(meetingIcs(MEETING)).not.toContain("CONFERENCE");
  });

  it("ends every line with CRLF and folds none longer than 75 octets", () => {
    const ics = meetingIcs(MEETING);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = ics.split("\r\n").slice(0, -1);
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    // The description needed folding, and unfolding gives back the line as written.
    expect(lines.filter((line) => line.startsWith(" ")).length).toBeGreaterThan(2);
    expect(ics.replace(/\r\n /g, "")).toContain(`DESCRIPTION:${escapeText(MEETING.description ?? "")}\r\n`);
  });
});

describe("the writer's pieces", () => {
  it("escapes TEXT: backslash, semicolon, comma, line breaks; drops control characters", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf\rg")).toBe("a\\\\b\\;c\\,d\\ne\\nf\\ng");
    expect(escapeText("tab\there\u0000\u0007\u001b")).toBe("tab\there");
    expect(escapeText("plain: text")).toBe("plain: text");
  });

  it("quotes parameter values with RFC 6868's escapes", () => {
    expect(quoteParam('Ada "the first" ^ Lovelace')).toBe(`"Ada ^'the first^' ^^ Lovelace"`);
    expect(quoteParam("two\nlines")).toBe('"two^nlines"');
  });

  it("folds at 75 octets with a leading space, never inside a UTF-8 character", () => {
    expect(foldLine("x".repeat(75))).toBe("x".repeat(75));
    expect(foldLine("x".repeat(76))).toBe(`${"x".repeat(75)}\r\n x`);
    expect(foldLine("y".repeat(75 + 74 + 1))).toBe(`${"y".repeat(75)}\r\n ${"y".repeat(74)}\r\n y`);
    // 74 ASCII octets, then a 3-octet character that would cross the limit: it starts the next line.
    const folded = foldLine(`${"a".repeat(74)}語b`);
    expect(folded).toBe(`${"a".repeat(74)}\r\n 語b`);
    // An emoji (4 octets, a surrogate pair) stays whole.
    const emoji = foldLine("😀".repeat(40));
    for (const line of emoji.split("\r\n")) {
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      expect(line).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
    }
    expect(emoji.replace(/\r\n /g, "")).toBe("😀".repeat(40));
  });

  it("writes UTC date-times as YYYYMMDDTHHMMSSZ", () => {
    expect(utcDateTime(new Date("2026-03-04T05:06:07.890Z"))).toBe("20260304T050607Z");
  });
});
