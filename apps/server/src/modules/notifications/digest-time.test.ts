import { describe, expect, it } from "vitest";
import { dailyDigestDue, localHour } from "./digest-time.ts";

/** The daily digest goes in the 8 o'clock hour of the user's own zone, once a day. */
describe("dailyDigestDue", () => {
  const at = (iso: string) => new Date(iso);

  it.each([
    // 07:30 UTC is 08:30 in Paris (winter) and 16:30 in Tokyo.
    ["2026-11-24T07:30:00Z", "Europe/Paris", true],
    ["2026-11-24T07:30:00Z", "Asia/Tokyo", false],
    ["2026-11-23T23:15:00Z", "Asia/Tokyo", true],
    ["2026-11-24T08:59:00Z", "UTC", true],
    ["2026-11-24T09:00:00Z", "UTC", false],
    // Summer time: 06:10 UTC is 08:10 in Paris in July.
    ["2026-07-01T06:10:00Z", "Europe/Paris", true],
    // An unknown zone reads as UTC.
    ["2026-11-24T08:05:00Z", "Nowhere/Atlantis", true],
  ])("at %s in %s: %s", (now, zone, due) => {
    expect(dailyDigestDue(at(now), zone, null)).toBe(due);
  });

  it("goes once a day: not again within 20 hours of the last", () => {
    const now = at("2026-11-24T08:40:00Z");
    expect(dailyDigestDue(now, "UTC", at("2026-11-24T08:05:00Z"))).toBe(false);
    expect(dailyDigestDue(now, "UTC", at("2026-11-23T08:05:00Z"))).toBe(true);
  });

  it("reads the local hour in the zone", () => {
    expect(localHour(at("2026-11-24T00:30:00Z"), "America/New_York")).toBe(19);
  });
});
