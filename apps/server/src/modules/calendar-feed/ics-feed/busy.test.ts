import { describe, expect, it } from "vitest";
import { FEED_ERRORS } from "../calendar-feed.errors.ts";
import { createFeedLoader } from "./feed-loader.ts";
import {
  asFetch,
  at,
  fakeFetch,
  frozenClock,
  ics,
  isoIntervals,
  publicLookup,
  vevent,
} from "./test-helpers.ts";

const URL_ = "https://calendar.example.com/host.ics";

async function busyOf(text: string, zone: string, from: string, to: string) {
  const clock = frozenClock("2025-03-01T00:00:00Z");
  const loader = createFeedLoader({
    fetch: asFetch(fakeFetch({ [URL_]: new Response(text) })),
    lookup: publicLookup,
    now: clock.now,
  });
  return loader.busy(URL_, at(from), at(to), zone);
}

const OUTLOOK_BERLIN = [
  "BEGIN:VTIMEZONE",
  "TZID:W. Europe Standard Time",
  "BEGIN:STANDARD",
  "DTSTART:16010101T030000",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=-1SU;BYMONTH=10",
  "END:STANDARD",
  "BEGIN:DAYLIGHT",
  "DTSTART:16010101T020000",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "RRULE:FREQ=YEARLY;INTERVAL=1;BYDAY=-1SU;BYMONTH=3",
  "END:DAYLIGHT",
  "END:VTIMEZONE",
];

const berlin = (name: string, local: string) => `${name};TZID=Europe/Berlin:${local}`;

/** Mondays 10:00–11:00 Berlin from 3 March 2025 (CET until 30 March, then CEST). */
const WEEKLY = (...extra: string[]) =>
  vevent("weekly", berlin("DTSTART", "20250303T100000"), berlin("DTEND", "20250303T110000"), ...extra);

type Case = { name: string; zone?: string; from?: string; to?: string; lines: string[]; busy: string[][] };

const cases: Case[] = [
  {
    name: "a simple event in UTC",
    lines: vevent("a", "DTSTART:20250310T090000Z", "DTEND:20250310T100000Z", "SUMMARY:Board meeting"),
    busy: [["2025-03-10T09:00:00.000Z", "2025-03-10T10:00:00.000Z"]],
  },
  {
    name: "TZID defined by the feed's VTIMEZONE (an Outlook name), host elsewhere",
    zone: "America/New_York",
    lines: [
      ...OUTLOOK_BERLIN,
      ...vevent(
        "w1",
        "DTSTART;TZID=W. Europe Standard Time:20250310T100000",
        "DTEND;TZID=W. Europe Standard Time:20250310T110000",
      ),
      ...vevent(
        "w2",
        "DTSTART;TZID=W. Europe Standard Time:20250401T100000",
        "DTEND;TZID=W. Europe Standard Time:20250401T110000",
      ),
    ],
    busy: [
      ["2025-03-10T09:00:00.000Z", "2025-03-10T10:00:00.000Z"],
      ["2025-04-01T08:00:00.000Z", "2025-04-01T09:00:00.000Z"],
    ],
  },
  {
    name: "a VTIMEZONE whose rule is not yearly is not used (it could hold the server); its IANA name is",
    lines: [
      "BEGIN:VTIMEZONE",
      "TZID:Europe/Berlin",
      "BEGIN:STANDARD",
      "DTSTART:16010101T000000",
      "TZOFFSETFROM:+0500",
      "TZOFFSETTO:+0500",
      "RRULE:FREQ=MINUTELY",
      "END:STANDARD",
      "END:VTIMEZONE",
      ...vevent("z", berlin("DTSTART", "20250310T100000"), berlin("DTEND", "20250310T110000")),
    ],
    busy: [["2025-03-10T09:00:00.000Z", "2025-03-10T10:00:00.000Z"]],
  },
  {
    name: "TZID without VTIMEZONE that is an IANA zone (New York, either side of its DST change)",
    lines: [
      ...vevent(
        "n1",
        "DTSTART;TZID=America/New_York:20250307T090000",
        "DTEND;TZID=America/New_York:20250307T100000",
      ),
      ...vevent(
        "n2",
        "DTSTART;TZID=America/New_York:20250310T090000",
        "DTEND;TZID=America/New_York:20250310T100000",
      ),
    ],
    busy: [
      ["2025-03-07T14:00:00.000Z", "2025-03-07T15:00:00.000Z"],
      ["2025-03-10T13:00:00.000Z", "2025-03-10T14:00:00.000Z"],
    ],
  },
  {
    name: "TZID with a vendor prefix before the IANA name",
    lines: vevent(
      "p",
      "DTSTART;TZID=/citadel.org/20190914_1/Asia/Tokyo:20250310T090000",
      "DTEND;TZID=/citadel.org/20190914_1/Asia/Tokyo:20250310T100000",
    ),
    busy: [["2025-03-10T00:00:00.000Z", "2025-03-10T01:00:00.000Z"]],
  },
  {
    name: "floating time is the host's wall clock",
    zone: "Asia/Tokyo",
    lines: vevent("f", "DTSTART:20250310T090000", "DTEND:20250310T100000"),
    busy: [["2025-03-10T00:00:00.000Z", "2025-03-10T01:00:00.000Z"]],
  },
  {
    name: "all-day across the DST change in Europe/Berlin (Saturday and Sunday 30 March: 47 hours)",
    lines: vevent("d", "DTSTART;VALUE=DATE:20250329", "DTEND;VALUE=DATE:20250331"),
    busy: [["2025-03-28T23:00:00.000Z", "2025-03-30T22:00:00.000Z"]],
  },
  {
    name: "all-day without DTEND is that one local day, in the host's zone",
    zone: "America/New_York",
    lines: vevent("d1", "DTSTART;VALUE=DATE:20250310"),
    busy: [["2025-03-10T04:00:00.000Z", "2025-03-11T04:00:00.000Z"]],
  },
  {
    name: "weekly RRULE with an EXDATE and an overridden occurrence (and DST on 30 March)",
    lines: [
      ...WEEKLY("RRULE:FREQ=WEEKLY;COUNT=5", berlin("EXDATE", "20250317T100000")),
      ...vevent(
        "weekly",
        berlin("RECURRENCE-ID", "20250324T100000"),
        berlin("DTSTART", "20250325T140000"),
        berlin("DTEND", "20250325T150000"),
      ),
    ],
    busy: [
      ["2025-03-03T09:00:00.000Z", "2025-03-03T10:00:00.000Z"],
      ["2025-03-10T09:00:00.000Z", "2025-03-10T10:00:00.000Z"],
      ["2025-03-25T13:00:00.000Z", "2025-03-25T14:00:00.000Z"],
      ["2025-03-31T08:00:00.000Z", "2025-03-31T09:00:00.000Z"],
    ],
  },
  {
    name: "an override whose RECURRENCE-ID is written in UTC still replaces its occurrence",
    lines: [
      ...WEEKLY("RRULE:FREQ=WEEKLY;COUNT=3"),
      ...vevent(
        "weekly",
        "RECURRENCE-ID:20250310T090000Z",
        berlin("DTSTART", "20250310T160000"),
        berlin("DTEND", "20250310T170000"),
      ),
    ],
    busy: [
      ["2025-03-03T09:00:00.000Z", "2025-03-03T10:00:00.000Z"],
      ["2025-03-10T15:00:00.000Z", "2025-03-10T16:00:00.000Z"],
      ["2025-03-17T09:00:00.000Z", "2025-03-17T10:00:00.000Z"],
    ],
  },
  {
    name: "a cancelled or transparent override frees its occurrence",
    lines: [
      ...WEEKLY("RRULE:FREQ=WEEKLY;COUNT=3"),
      ...vevent(
        "weekly",
        berlin("RECURRENCE-ID", "20250310T100000"),
        berlin("DTSTART", "20250310T100000"),
        "STATUS:CANCELLED",
      ),
      ...vevent(
        "weekly",
        berlin("RECURRENCE-ID", "20250317T100000"),
        berlin("DTSTART", "20250317T100000"),
        "TRANSP:TRANSPARENT",
      ),
    ],
    busy: [["2025-03-03T09:00:00.000Z", "2025-03-03T10:00:00.000Z"]],
  },
  {
    name: "transparent and cancelled events are skipped",
    lines: [
      ...vevent("t", "DTSTART:20250310T090000Z", "DTEND:20250310T100000Z", "TRANSP:TRANSPARENT"),
      ...vevent("c", "DTSTART:20250311T090000Z", "DTEND:20250311T100000Z", "STATUS:CANCELLED"),
      ...vevent(
        "ok",
        "DTSTART:20250312T090000Z",
        "DTEND:20250312T100000Z",
        "TRANSP:OPAQUE",
        "STATUS:CONFIRMED",
      ),
    ],
    busy: [["2025-03-12T09:00:00.000Z", "2025-03-12T10:00:00.000Z"]],
  },
  {
    name: "intervals are clipped to the window, sorted, not merged",
    from: "2025-03-10T09:30:00Z",
    to: "2025-03-10T12:00:00Z",
    lines: [
      ...vevent("late", "DTSTART:20250310T113000Z", "DTEND:20250310T130000Z"),
      ...vevent("early", "DTSTART:20250310T090000Z", "DTEND:20250310T100000Z"),
      ...vevent("overlap", "DTSTART:20250310T094500Z", "DTEND:20250310T103000Z"),
      ...vevent("before", "DTSTART:20250310T080000Z", "DTEND:20250310T093000Z"),
      ...vevent("after", "DTSTART:20250310T120000Z", "DTEND:20250310T130000Z"),
    ],
    busy: [
      ["2025-03-10T09:30:00.000Z", "2025-03-10T10:00:00.000Z"],
      ["2025-03-10T09:45:00.000Z", "2025-03-10T10:30:00.000Z"],
      ["2025-03-10T11:30:00.000Z", "2025-03-10T12:00:00.000Z"],
    ],
  },
  {
    name: "UNTIL in UTC keeps its last occurrence when DTSTART has a zone",
    lines: vevent(
      "u",
      berlin("DTSTART", "20250310T100000"),
      berlin("DTEND", "20250310T110000"),
      "RRULE:FREQ=DAILY;UNTIL=20250312T090000Z",
    ),
    busy: [
      ["2025-03-10T09:00:00.000Z", "2025-03-10T10:00:00.000Z"],
      ["2025-03-11T09:00:00.000Z", "2025-03-11T10:00:00.000Z"],
      ["2025-03-12T09:00:00.000Z", "2025-03-12T10:00:00.000Z"],
    ],
  },
  {
    name: "RDATE adds occurrences; DURATION sets their length",
    lines: vevent(
      "r",
      "DTSTART:20250310T090000Z",
      "DURATION:PT30M",
      "RDATE:20250312T090000Z,20250314T120000Z",
    ),
    busy: [
      ["2025-03-10T09:00:00.000Z", "2025-03-10T09:30:00.000Z"],
      ["2025-03-12T09:00:00.000Z", "2025-03-12T09:30:00.000Z"],
      ["2025-03-14T12:00:00.000Z", "2025-03-14T12:30:00.000Z"],
    ],
  },
  {
    name: "a weekday stand-up since 2010, only the window's occurrences",
    from: "2025-03-27T00:00:00Z",
    to: "2025-04-02T00:00:00Z",
    lines: vevent(
      "s",
      berlin("DTSTART", "20100104T090000"),
      berlin("DTEND", "20100104T091500"),
      "RRULE:FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR",
    ),
    busy: [
      ["2025-03-27T08:00:00.000Z", "2025-03-27T08:15:00.000Z"],
      ["2025-03-28T08:00:00.000Z", "2025-03-28T08:15:00.000Z"],
      ["2025-03-31T07:00:00.000Z", "2025-03-31T07:15:00.000Z"],
      ["2025-04-01T07:00:00.000Z", "2025-04-01T07:15:00.000Z"],
    ],
  },
  {
    name: "monthly on the second Tuesday since 2012",
    lines: vevent(
      "m",
      berlin("DTSTART", "20120110T150000"),
      berlin("DTEND", "20120110T160000"),
      "RRULE:FREQ=MONTHLY;BYDAY=2TU",
    ),
    busy: [
      ["2025-03-11T14:00:00.000Z", "2025-03-11T15:00:00.000Z"],
      ["2025-04-08T13:00:00.000Z", "2025-04-08T14:00:00.000Z"],
    ],
  },
  {
    name: "a multi-day event that started before the window",
    from: "2025-03-10T00:00:00Z",
    to: "2025-03-11T00:00:00Z",
    lines: vevent("trip", "DTSTART:20250307T120000Z", "DTEND:20250310T120000Z"),
    busy: [["2025-03-10T00:00:00.000Z", "2025-03-10T12:00:00.000Z"]],
  },
];

describe("feed busy time", () => {
  it.each(cases)("$name", async ({ zone, from, to, lines, busy }) => {
    const result = await busyOf(
      ics(...lines),
      zone ?? "Europe/Berlin",
      from ?? "2025-03-01T00:00:00Z",
      to ?? "2025-04-15T00:00:00Z",
    );
    expect(result.ok).toBe(true);
    if (result.ok) expect(isoIntervals(result.busy)).toEqual(busy);
  });

  it("counts the busy events of the feed", async () => {
    const result = await busyOf(
      ics(
        ...WEEKLY("RRULE:FREQ=WEEKLY"),
        ...vevent("t", "DTSTART:20250310T090000Z", "TRANSP:TRANSPARENT"),
        ...vevent("one", "DTSTART:20250311T090000Z", "DTEND:20250311T100000Z"),
      ),
      "UTC",
      "2025-03-01T00:00:00Z",
      "2025-03-02T00:00:00Z",
    );
    expect(result).toMatchObject({ ok: true, busy: [], eventCount: 2, stale: false });
  });

  it("refuses a rule that never matches instead of looping (and answers quickly)", async () => {
    const started = performance.now();
    const result = await busyOf(
      ics(
        ...vevent(
          "x",
          "DTSTART:20250101T100000Z",
          "DURATION:PT1H",
          "RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30",
        ),
      ),
      "UTC",
      "2025-03-01T00:00:00Z",
      "2026-03-01T00:00:00Z",
    );
    expect(result).toMatchObject({ ok: false, error: FEED_ERRORS.tooComplex });
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it("refuses an event repeating more than 5,000 times in the window", async () => {
    const result = await busyOf(
      ics(...vevent("x", "DTSTART:20250301T000000Z", "DURATION:PT1M", "RRULE:FREQ=MINUTELY;INTERVAL=2")),
      "UTC",
      "2025-03-01T00:00:00Z",
      "2025-03-15T00:00:00Z",
    );
    expect(result).toMatchObject({ ok: false, error: FEED_ERRORS.tooComplex });
  });

  it.each([
    ["an HTML page", "<!DOCTYPE html>\n<html><body>Sign in</body></html>"],
    ["an empty answer", ""],
    ["a VCARD", "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Ada\r\nEND:VCARD"],
    ["an unclosed calendar", "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:20250310T090000Z\r\n"],
    ["a date that is not one", ics(...vevent("bad", "DTSTART:2025-13-45"))],
    [
      "a rule ical.js refuses",
      ics(...vevent("bad", "DTSTART:20250310T090000Z", "RRULE:FREQ=WEEKLY;BYMONTHDAY=3")),
    ],
  ])("%s is not a valid iCalendar file", async (_name, text) => {
    const result = await busyOf(text, "UTC", "2025-03-01T00:00:00Z", "2025-04-01T00:00:00Z");
    expect(result).toMatchObject({ ok: false, error: FEED_ERRORS.invalidIcs });
  });
});
