import { describe, expect, it } from "vitest";
import { eventTiming, formatEventRange, shortZoneName } from "./event-timing.ts";

const START = "2026-07-14T08:30:00Z";
const END = "2026-07-14T10:00:00Z";

describe("eventTiming (spec-1 §4)", () => {
  it.each([
    ["a minute before the start", Date.parse(START) - 60_000, "upcoming"],
    ["at the start", Date.parse(START), "happening"],
    ["during", Date.parse(START) + 30 * 60_000, "happening"],
    ["at the end", Date.parse(END), "past"],
    ["after", Date.parse(END) + 1, "past"],
  ] as const)("is %s → %s", (_, now, expected) => {
    expect(eventTiming(START, END, now)).toBe(expected);
  });
});

describe("formatEventRange", () => {
  it("writes the times in the viewer's zone", () => {
    const berlin = formatEventRange("en-GB", START, END, "Europe/Berlin");
    expect(berlin).toContain("10:30");
    expect(berlin).toContain("12:00");
    const tokyo = formatEventRange("en-GB", START, END, "Asia/Tokyo");
    expect(tokyo).toContain("17:30");
    expect(tokyo).toContain("19:00");
  });

  it("names both days when the event crosses midnight in that zone", () => {
    const text = formatEventRange("en-GB", "2026-07-14T20:00:00Z", "2026-07-14T23:00:00Z", "Europe/Berlin");
    expect(text).toMatch(/14 Jul.*15 Jul/);
  });

  it("gives the zone's short name at that instant", () => {
    expect(shortZoneName("en-GB", START, "UTC")).toBe("UTC");
  });
});
