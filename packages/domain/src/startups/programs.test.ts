import { describe, expect, it } from "vitest";
import { programDatesInOrder } from "./programs.ts";

describe("programDatesInOrder", () => {
  it.each([
    ["2026-01-01", "2026-06-30", true],
    ["2026-03-01", "2026-03-01", true],
    ["2026-03-02", "2026-03-01", false],
    ["2026-12-31", "2027-01-01", true],
    [null, "2026-01-01", true],
    ["2026-01-01", undefined, true],
  ])("%s → %s: %s", (startsOn, endsOn, expected) => {
    expect(programDatesInOrder(startsOn, endsOn)).toBe(expected);
  });
});
