import { describe, expect, it } from "vitest";
import { freeSlotsPerHost, type HostAvailability, type SlotQuery } from "./free-slots.ts";
import { at, between, daily, day, host, minutes, query, show } from "./test-fixtures.ts";

// Expected slots are written in UTC, the host's local time in names and comments.
type Case = { name: string; hosts: HostAvailability[]; query: SlotQuery; expected: string[] };

const oneHost: Case[] = [
  {
    name: "New York DST start: 09:00 local is 14:00Z, then 13:00Z",
    hosts: [host("h", "America/New_York", { weeklyHours: daily("09:00", "10:00") })],
    query: query(between("2025-03-08 00:00", "2025-03-11 00:00")),
    expected: [
      ...day("2025-03-08 14:00 14:15 14:30"),
      ...day("2025-03-09 13:00 13:15 13:30"),
      ...day("2025-03-10 13:00 13:15 13:30"),
    ],
  },
  {
    name: "New York DST end: 09:00 local is 13:00Z, then 14:00Z",
    hosts: [host("h", "America/New_York", { weeklyHours: daily("09:00", "10:00") })],
    query: query(between("2025-11-01 00:00", "2025-11-03 00:00"), { durationMinutes: 60 }),
    expected: [...day("2025-11-01 13:00"), ...day("2025-11-02 14:00")],
  },
  {
    name: "Berlin DST start: 09:00 local is 08:00Z, then 07:00Z",
    hosts: [host("h", "Europe/Berlin", { weeklyHours: daily("09:00", "10:00") })],
    query: query(between("2025-03-29 00:00", "2025-03-31 00:00"), { durationMinutes: 60 }),
    expected: [...day("2025-03-29 08:00"), ...day("2025-03-30 07:00")],
  },
  {
    name: "Berlin DST end: 09:00 local is 07:00Z, then 08:00Z",
    hosts: [host("h", "Europe/Berlin", { weeklyHours: daily("09:00", "10:00") })],
    query: query(between("2025-10-25 00:00", "2025-10-27 00:00"), { durationMinutes: 60 }),
    expected: [...day("2025-10-25 07:00"), ...day("2025-10-26 08:00")],
  },
  {
    name: "New York night hours 01:00–04:00 across the gap give two real hours",
    hosts: [host("h", "America/New_York", { weeklyHours: daily("01:00", "04:00") })],
    query: query(between("2025-03-09 00:00", "2025-03-10 00:00"), {
      durationMinutes: 60,
      incrementMinutes: 60,
    }),
    expected: day("2025-03-09 06:00 07:00"), // 01:00 EST, 03:00 EDT
  },
  {
    name: "Asia/Kolkata: 09:00–10:00 IST is 03:30–04:30Z",
    hosts: [host("h", "Asia/Kolkata", { weeklyHours: daily("09:00", "10:00") })],
    query: query(between("2025-06-02 00:00", "2025-06-03 00:00")),
    expected: day("2025-06-02 03:30 03:45 04:00"),
  },
  {
    name: "busy until an odd minute: the first start rounds up to the next 5 minutes",
    hosts: [
      host("h", "Asia/Kolkata", {
        weeklyHours: daily("09:00", "10:00"),
        busy: [between("2025-06-02 03:00", "2025-06-02 03:32")],
      }),
    ],
    query: query(between("2025-06-02 00:00", "2025-06-03 00:00")),
    expected: day("2025-06-02 03:35 03:50"),
  },
  {
    name: "busy gaps: a lunch meeting, a gap too short for the meeting, unsorted overlapping busy",
    hosts: [
      host("h", "UTC", {
        busy: [
          between("2025-06-02 10:50", "2025-06-02 11:30"),
          between("2025-06-02 09:30", "2025-06-02 10:00"),
          between("2025-06-02 10:20", "2025-06-02 11:00"),
        ],
      }),
    ],
    query: query(between("2025-06-02 00:00", "2025-06-03 00:00")),
    expected: day("2025-06-02 09:00 11:30"), // 10:00–10:20 is too short
  },
  {
    name: "overrides: other hours on Monday, Tuesday off",
    hosts: [
      host("h", "Europe/Berlin", {
        overrides: [
          { date: "2025-06-02", ranges: [{ startMinute: minutes("14:00"), endMinute: minutes("15:00") }] },
          { date: "2025-06-03", ranges: [] },
        ],
      }),
    ],
    query: query(between("2025-06-02 00:00", "2025-06-05 00:00"), {
      durationMinutes: 60,
      incrementMinutes: 60,
    }),
    expected: [...day("2025-06-02 12:00"), ...day("2025-06-04 07:00 08:00 09:00")],
  },
  {
    name: "minimum notice across DST start: now Sat 15:00 EST + 18 h is Sun 10:00 EDT, not 09:00",
    hosts: [host("h", "America/New_York", { minimumNoticeHours: 18 })],
    query: query(between("2025-03-09 00:00", "2025-03-10 00:00"), {
      now: at("2025-03-08 20:00"),
      durationMinutes: 60,
      incrementMinutes: 60,
    }),
    expected: day("2025-03-09 14:00 15:00"),
  },
  {
    name: "minimum notice across DST end: now Sat 16:00 EDT + 18 h is Sun 09:00 EST",
    hosts: [host("h", "America/New_York")],
    query: query(between("2025-11-02 00:00", "2025-11-03 00:00"), {
      now: at("2025-11-01 20:00"),
      minimumNoticeHours: 18,
      durationMinutes: 60,
      incrementMinutes: 60,
    }),
    expected: day("2025-11-02 14:00 15:00 16:00"),
  },
  {
    name: "no slot before now; the grid is not shifted by the clock",
    hosts: [host("h", "UTC")],
    query: query(between("2025-06-02 00:00", "2025-06-03 00:00"), { now: at("2025-06-02 10:07") }),
    expected: day("2025-06-02 10:15 10:30 10:45 11:00 11:15 11:30"),
  },
  {
    name: "the larger of the host's and the query's notice applies",
    hosts: [host("h", "UTC", { minimumNoticeHours: 1 })],
    query: query(between("2025-06-02 00:00", "2025-06-03 00:00"), {
      now: at("2025-06-02 08:00"),
      minimumNoticeHours: 2,
    }),
    expected: day("2025-06-02 10:00 10:15 10:30 10:45 11:00 11:15 11:30"),
  },
  {
    name: "event boundaries: each slot lies entirely inside",
    hosts: [host("h", "UTC")],
    query: query(between("2025-06-02 00:00", "2025-06-03 00:00"), {
      eventBoundaries: between("2025-06-02 09:10", "2025-06-02 10:50"),
    }),
    expected: day("2025-06-02 09:15 09:30 09:45 10:00 10:15"),
  },
  {
    name: "the window selects by start and does not shift the grid",
    hosts: [host("h", "UTC")],
    query: query(between("2025-06-02 09:07", "2025-06-02 10:01"), { durationMinutes: 45 }),
    expected: day("2025-06-02 09:15 09:30 09:45 10:00"),
  },
  {
    name: "a window starting inside free time keeps the grid of the whole interval (from Fri 23:50)",
    hosts: [
      host("h", "UTC", {
        weeklyHours: [
          { weekday: 5, startMinute: minutes("23:50"), endMinute: minutes("23:59") },
          { weekday: 6, startMinute: 0, endMinute: minutes("02:00") },
        ],
      }),
    ],
    query: query(between("2025-06-07 00:00", "2025-06-08 00:00")),
    expected: day("2025-06-07 00:05 00:20 00:35 00:50 01:05 01:20"),
  },
  {
    name: "an explicit increment wins over the default",
    hosts: [host("h", "UTC")],
    query: query(between("2025-06-02 00:00", "2025-06-03 00:00"), { incrementMinutes: 45 }),
    expected: day("2025-06-02 09:00 09:45 10:30 11:15"),
  },
  {
    name: "free time spanning midnight: Fri 20:00–23:59 and Sat 00:00–02:00 in Berlin (UTC+2)",
    hosts: [
      host("h", "Europe/Berlin", {
        weeklyHours: [
          { weekday: 5, startMinute: minutes("20:00"), endMinute: minutes("23:59") },
          { weekday: 6, startMinute: 0, endMinute: minutes("02:00") },
        ],
      }),
    ],
    query: query(between("2025-06-06 00:00", "2025-06-08 00:00"), {
      durationMinutes: 120,
      incrementMinutes: 60,
    }),
    // 20:00 … 00:00 local; 23:00–01:00 runs across midnight; 01:00 would end after 02:00.
    expected: day("2025-06-06 18:00 19:00 20:00 21:00 22:00"),
  },
];

const defaultIncrements: Case[] = [
  [15, "09:00 09:15 09:30 09:45 10:00 10:15 10:30 10:45 11:00 11:15 11:30 11:45"],
  [20, "09:00 09:20 09:40 10:00 10:20 10:40 11:00 11:20 11:40"],
  [40, "09:00 09:20 09:40 10:00 10:20 10:40 11:00 11:20"],
  [45, "09:00 09:15 09:30 09:45 10:00 10:15 10:30 10:45 11:00 11:15"],
  [75, "09:00 09:15 09:30 09:45 10:00 10:15 10:30 10:45"],
  [100, "09:00 09:20 09:40 10:00 10:20"],
].map(([duration, starts]) => ({
  name: `default increment for a ${duration}-minute meeting in 09:00–12:00`,
  hosts: [host("h", "UTC")],
  query: query(between("2025-06-02 00:00", "2025-06-03 00:00"), { durationMinutes: duration as number }),
  expected: day(`2025-06-02 ${starts}`),
}));

describe("freeSlotsPerHost, one host", () => {
  it.each([...oneHost, ...defaultIncrements])("$name", ({ hosts, query, expected }) => {
    const [result, ...others] = freeSlotsPerHost(hosts, query);
    expect(others).toEqual([]);
    expect(show(result?.slots ?? [])).toEqual(expected);
    for (const slot of result?.slots ?? []) {
      expect(slot.end - slot.start).toBe(query.durationMinutes * 60_000);
      expect(slot.hostIds).toEqual(["h"]);
    }
  });
});
