import { describe, expect, it } from "vitest";
import {
  DAY_MS,
  dayNumberOf,
  midnightOffsets,
  utcToZoned,
  zonedTimeToUtc,
  zoneOffsetMs,
} from "./time-zone.ts";

const iso = (instant: number) => new Date(instant).toISOString().slice(0, 16);
const hhmm = (text: string) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3, 5));

describe("zonedTimeToUtc", () => {
  it.each([
    // zone, local date, local time, UTC, why
    ["America/New_York", "2025-03-08", "09:00", "2025-03-08T14:00", "EST, the day before DST starts"],
    ["America/New_York", "2025-03-09", "09:00", "2025-03-09T13:00", "EDT, the day DST starts"],
    ["America/New_York", "2025-03-09", "01:59", "2025-03-09T06:59", "just before the gap"],
    ["America/New_York", "2025-03-09", "02:00", "2025-03-09T07:00", "gap start moves to 03:00 EDT"],
    ["America/New_York", "2025-03-09", "02:30", "2025-03-09T07:00", "inside the gap moves to 03:00 EDT"],
    ["America/New_York", "2025-03-09", "03:00", "2025-03-09T07:00", "just after the gap"],
    ["America/New_York", "2025-11-02", "00:59", "2025-11-02T04:59", "EDT before the overlap"],
    ["America/New_York", "2025-11-02", "01:30", "2025-11-02T05:30", "overlap: first occurrence (EDT)"],
    ["America/New_York", "2025-11-02", "02:00", "2025-11-02T07:00", "EST after the overlap"],
    ["Europe/Berlin", "2025-03-30", "02:30", "2025-03-30T01:00", "gap moves to 03:00 CEST"],
    ["Europe/Berlin", "2025-03-30", "09:00", "2025-03-30T07:00", "CEST"],
    ["Europe/Berlin", "2025-10-26", "02:30", "2025-10-26T00:30", "overlap: first occurrence (CEST)"],
    ["Europe/Berlin", "2025-10-26", "09:00", "2025-10-26T08:00", "CET"],
    ["Asia/Kolkata", "2025-06-01", "09:00", "2025-06-01T03:30", "half-hour offset"],
    ["Asia/Kolkata", "2025-06-01", "00:00", "2025-05-31T18:30", "midnight is the UTC day before"],
    ["Australia/Lord_Howe", "2025-10-05", "02:05", "2025-10-04T15:30", "half-hour DST gap"],
    ["Pacific/Apia", "2011-12-30", "10:00", "2011-12-30T10:00", "a skipped day moves to 12-31 00:00"],
    ["UTC", "2025-06-01", "24:00", "2025-06-02T00:00", "minute 1440 is the next midnight"],
  ])("%s %s %s → %s (%s)", (zone, date, time, expected) => {
    expect(iso(zonedTimeToUtc(date, hhmm(time), zone))).toBe(expected);
  });

  it.each(["2025-02-30", "2025-3-1", "tomorrow"])("refuses the date %s", (date) => {
    expect(() => zonedTimeToUtc(date, 0, "UTC")).toThrow(RangeError);
  });
});

describe("utcToZoned and zoneOffsetMs", () => {
  it.each([
    ["2025-03-09T06:59:59Z", "America/New_York", "2025-03-09", 119, -5],
    ["2025-03-09T07:00:00Z", "America/New_York", "2025-03-09", 180, -4],
    ["2025-11-02T05:30:00Z", "America/New_York", "2025-11-02", 90, -4],
    ["2025-11-02T06:30:00Z", "America/New_York", "2025-11-02", 90, -5],
    ["2025-06-01T18:29:00Z", "Asia/Kolkata", "2025-06-01", 1439, 5.5],
    ["2025-06-01T18:30:00Z", "Asia/Kolkata", "2025-06-02", 0, 5.5],
    ["1969-12-31T23:59:30.500Z", "UTC", "1969-12-31", 1439, 0],
  ])("%s in %s is %s minute %i (UTC%+d)", (instant, zone, date, minute, offsetHours) => {
    const t = Date.parse(instant);
    expect(utcToZoned(t, zone)).toEqual({ date, minute });
    expect(zoneOffsetMs(zone, t)).toBe(offsetHours * 3_600_000);
  });
});

describe("midnightOffsets", () => {
  it.each([
    ["America/New_York", "2025-01-01"],
    ["Europe/Berlin", "2025-01-01"],
    ["Australia/Lord_Howe", "2025-01-01"],
    ["Africa/Casablanca", "2025-01-01"], // DST suspended for Ramadan: two changes a month apart
    ["Pacific/Apia", "2011-06-01"], // skipped 30 December 2011
  ])("matches a sample per day through a year in %s from %s", (zone, from) => {
    const first = dayNumberOf(from);
    const last = first + 400;
    const expected = Array.from({ length: last - first + 1 }, (_, i) =>
      zoneOffsetMs(zone, (first + i) * DAY_MS - 14 * 3_600_000),
    );
    const memo = new Map();
    expect(midnightOffsets(zone, first, last, memo)).toEqual(expected);
    expect(midnightOffsets(zone, first + 3, first + 9, memo)).toEqual(expected.slice(3, 10));
  });
});
