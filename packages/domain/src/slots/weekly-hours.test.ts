import { describe, expect, it } from "vitest";
import type { UtcInterval } from "./intervals.ts";
import {
  ALL_HOURS,
  BUSINESS_HOURS,
  type DateOverride,
  expandWeeklyHours,
  presetWeeklyHours,
  type WeeklyRange,
} from "./weekly-hours.ts";

const show = (intervals: UtcInterval[]) =>
  intervals.map(
    (i) => `${new Date(i.start).toISOString().slice(5, 16)}/${new Date(i.end).toISOString().slice(11, 16)}`,
  );
const range = (weekday: WeeklyRange["weekday"], from: string, to: string): WeeklyRange => ({
  weekday,
  startMinute: Number(from.slice(0, 2)) * 60 + Number(from.slice(3)),
  endMinute: Number(to.slice(0, 2)) * 60 + Number(to.slice(3)),
});
const nineToFive = [0, 1, 2, 3, 4, 5, 6].map((d) => range(d as WeeklyRange["weekday"], "09:00", "17:00"));

describe("presets", () => {
  it("has BUSINESS_HOURS 07:00–18:00 and ALL_HOURS 00:00–23:59 (spec-2 §9)", () => {
    expect(BUSINESS_HOURS).toEqual({ startMinute: 420, endMinute: 1080 });
    expect(ALL_HOURS).toEqual({ startMinute: 0, endMinute: 1439 });
    expect(presetWeeklyHours("BUSINESS_HOURS", [1, 5])).toEqual([
      { weekday: 1, startMinute: 420, endMinute: 1080 },
      { weekday: 5, startMinute: 420, endMinute: 1080 },
    ]);
    expect(presetWeeklyHours("ALL_HOURS")).toHaveLength(7);
  });
});

describe("expandWeeklyHours", () => {
  const cases: {
    name: string;
    timeZone: string;
    weeklyHours: WeeklyRange[];
    overrides?: DateOverride[];
    fromDate: string;
    toDate: string;
    expected: string[];
  }[] = [
    {
      name: "New York DST start: 09:00 local on both sides",
      timeZone: "America/New_York",
      weeklyHours: nineToFive,
      fromDate: "2025-03-08",
      toDate: "2025-03-10",
      expected: ["03-08T14:00/22:00", "03-09T13:00/21:00", "03-10T13:00/21:00"],
    },
    {
      name: "New York DST end",
      timeZone: "America/New_York",
      weeklyHours: nineToFive,
      fromDate: "2025-11-01",
      toDate: "2025-11-02",
      expected: ["11-01T13:00/21:00", "11-02T14:00/22:00"],
    },
    {
      name: "Berlin DST start and end",
      timeZone: "Europe/Berlin",
      weeklyHours: [range(6, "09:00", "17:00"), range(0, "09:00", "17:00")],
      fromDate: "2025-03-29",
      toDate: "2025-03-30",
      expected: ["03-29T08:00/16:00", "03-30T07:00/15:00"],
    },
    {
      name: "a range across the New York gap keeps its wall-clock ends (3 h local, 2 h real)",
      timeZone: "America/New_York",
      weeklyHours: [range(0, "01:00", "04:00")],
      fromDate: "2025-03-09",
      toDate: "2025-03-09",
      expected: ["03-09T06:00/08:00"],
    },
    {
      name: "a range across the Berlin overlap lasts 4 h for 3 h of wall clock",
      timeZone: "Europe/Berlin",
      weeklyHours: [range(0, "01:00", "04:00")],
      fromDate: "2025-10-26",
      toDate: "2025-10-26",
      expected: ["10-25T23:00/03:00"],
    },
    {
      name: "several ranges in one day, given out of order; weekdays without hours are skipped",
      timeZone: "Asia/Kolkata",
      weeklyHours: [range(1, "14:00", "18:00"), range(1, "09:00", "12:30")],
      fromDate: "2025-06-01",
      toDate: "2025-06-03",
      expected: ["06-02T03:30/07:00", "06-02T08:30/12:30"],
    },
    {
      name: "overrides: other hours, a day off, hours on a day with none",
      timeZone: "UTC",
      weeklyHours: [range(1, "09:00", "17:00"), range(2, "09:00", "17:00")],
      overrides: [
        { date: "2025-06-02", ranges: [{ startMinute: 600, endMinute: 660 }] },
        { date: "2025-06-03", ranges: [] },
        { date: "2025-06-04", ranges: [{ startMinute: 0, endMinute: 60 }] },
      ],
      fromDate: "2025-06-02",
      toDate: "2025-06-04",
      expected: ["06-02T10:00/11:00", "06-04T00:00/01:00"],
    },
    {
      name: "ALL_HOURS (23:59 read as 24:00) runs on across midnight",
      timeZone: "Europe/Berlin",
      weeklyHours: presetWeeklyHours("ALL_HOURS"),
      fromDate: "2025-06-02",
      toDate: "2025-06-04",
      expected: ["06-01T22:00/22:00"],
    },
    {
      name: "an evening and the next early morning join at midnight",
      timeZone: "UTC",
      weeklyHours: [range(5, "20:00", "23:59"), range(6, "00:00", "02:00")],
      fromDate: "2025-06-06",
      toDate: "2025-06-07",
      expected: ["06-06T20:00/02:00"],
    },
  ];

  it.each(cases)("$name", ({ timeZone, weeklyHours, overrides, fromDate, toDate, expected }) => {
    expect(show(expandWeeklyHours({ timeZone, weeklyHours, overrides, fromDate, toDate }))).toEqual(expected);
  });

  it("takes the last override of a date", () => {
    const intervals = expandWeeklyHours({
      timeZone: "UTC",
      weeklyHours: nineToFive,
      overrides: [
        { date: "2025-06-02", ranges: [] },
        { date: "2025-06-02", ranges: [{ startMinute: 60, endMinute: 120 }] },
      ],
      fromDate: "2025-06-02",
      toDate: "2025-06-02",
    });
    expect(show(intervals)).toEqual(["06-02T01:00/02:00"]);
  });

  it.each([
    [{ weekday: 1, startMinute: 600, endMinute: 540 }],
    [{ weekday: 1, startMinute: -1, endMinute: 540 }],
    [{ weekday: 1, startMinute: 0, endMinute: 1441 }],
    [{ weekday: 1, startMinute: 0.5, endMinute: 60 }],
  ] as const)("refuses the range %j", (bad) => {
    expect(() =>
      expandWeeklyHours({
        timeZone: "UTC",
        weeklyHours: [bad],
        fromDate: "2025-06-02",
        toDate: "2025-06-02",
      }),
    ).toThrow(RangeError);
  });
});
