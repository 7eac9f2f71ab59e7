import { describe, expect, it } from "vitest";
import { MAX_WINDOW_SECONDS, sameDayNextYear, upcomingWindow } from "./calendar-window.ts";

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

describe("upcomingWindow", () => {
  it("starts at today's midnight in the viewer's zone and ends twelve months later", () => {
    // 20:00 UTC on 14 July is already 15 July, 01:30 in Kolkata.
    const window = upcomingWindow("Asia/Kolkata", Date.parse("2026-07-14T20:00:00Z"));
    expect(iso(window.start)).toBe("2026-07-14T18:30:00.000Z");
    expect(iso(window.end)).toBe("2027-07-14T18:30:00.000Z");
  });

  it("keeps the wall-clock midnight across a DST change", () => {
    const window = upcomingWindow("Europe/Berlin", Date.parse("2026-07-14T08:00:00Z"));
    expect(iso(window.start)).toBe("2026-07-13T22:00:00.000Z");
    expect(iso(window.end)).toBe("2027-07-13T22:00:00.000Z");
  });

  it("never asks more than the server's year", () => {
    const window = upcomingWindow("UTC", Date.parse("2028-02-29T10:00:00Z"));
    expect(window.end - window.start).toBeLessThanOrEqual(MAX_WINDOW_SECONDS);
    expect(sameDayNextYear("2028-02-29")).toBe("2029-03-01");
    expect(sameDayNextYear("2026-12-31")).toBe("2027-12-31");
  });

  it("takes UTC for a zone that is missing or unknown", () => {
    const now = Date.parse("2026-07-14T20:00:00Z");
    expect(iso(upcomingWindow(null, now).start)).toBe("2026-07-14T00:00:00.000Z");
    expect(upcomingWindow("Mars/Olympus", now)).toEqual(upcomingWindow("UTC", now));
  });
});
