import { describe, expect, it } from "vitest";
import { addMonths, firstDayOfWeek, monthInterval, monthWeeks, safeTimeZone, todayIn } from "./month-grid.ts";

describe("month grid", () => {
  it("lays July 2026 (starts on a Wednesday) from Monday, padded to whole weeks", () => {
    const weeks = monthWeeks("2026-07", 1);
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([
      null,
      null,
      "2026-07-01",
      "2026-07-02",
      "2026-07-03",
      "2026-07-04",
      "2026-07-05",
    ]);
    expect(weeks[4]).toEqual([
      "2026-07-27",
      "2026-07-28",
      "2026-07-29",
      "2026-07-30",
      "2026-07-31",
      null,
      null,
    ]);
  });

  it("lays February 2026 from Sunday", () => {
    const weeks = monthWeeks("2026-02", 0);
    expect(weeks[0]?.[0]).toBe("2026-02-01");
    expect(weeks.flat().filter(Boolean)).toHaveLength(28);
  });

  it.each([
    ["2026-12", 1, "2027-01"],
    ["2026-01", -1, "2025-12"],
    ["2026-07", 0, "2026-07"],
  ])("%s + %i months → %s", (month, count, expected) => {
    expect(addMonths(month, count)).toBe(expected);
  });

  it("asks for the visible month from the viewer's today, in seconds, in their zone", () => {
    // Berlin summer time: local midnight is 22:00 UTC the day before.
    expect(monthInterval("2026-07", "Europe/Berlin", "2026-07-14")).toEqual({
      start: Date.parse("2026-07-13T22:00:00Z") / 1000,
      end: Date.parse("2026-07-31T22:00:00Z") / 1000,
    });
    expect(monthInterval("2026-08", "Asia/Kolkata", "2026-07-14")).toEqual({
      start: Date.parse("2026-07-31T18:30:00Z") / 1000,
      end: Date.parse("2026-08-31T18:30:00Z") / 1000,
    });
  });

  it("knows today in the viewer's zone, not the browser's", () => {
    const now = Date.parse("2026-07-14T23:30:00Z");
    expect(todayIn("Europe/Berlin", now)).toBe("2026-07-15");
    expect(todayIn("America/New_York", now)).toBe("2026-07-14");
  });

  it("falls back to UTC for an unknown or missing zone", () => {
    expect(safeTimeZone("Mars/Olympus")).toBe("UTC");
    expect(safeTimeZone("")).toBe("UTC");
    expect(safeTimeZone("Asia/Tokyo")).toBe("Asia/Tokyo");
  });

  it("starts the week where the locale does", () => {
    expect([0, 1]).toContain(firstDayOfWeek("en-US"));
    expect(firstDayOfWeek("de")).toBe(1);
  });
});
