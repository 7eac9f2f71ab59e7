import { describe, expect, it } from "vitest";
import { slotIncrementMinutes } from "./increment.ts";

describe("slotIncrementMinutes", () => {
  it.each([
    [15, 15],
    [20, 20],
    [30, 15],
    [40, 20],
    [45, 15],
    [60, 15],
    [75, 15],
    [80, 20],
    [90, 15],
    [100, 20],
    [105, 15],
    [120, 15],
    [50, 10],
    [35, 5],
    [7, 5],
  ])("a %i-minute meeting steps by %i by default", (duration, increment) => {
    expect(slotIncrementMinutes(duration)).toBe(increment);
    expect(slotIncrementMinutes(duration, null)).toBe(increment);
  });

  it("uses the given increment when there is one", () => {
    expect(slotIncrementMinutes(30, 45)).toBe(45);
    expect(slotIncrementMinutes(40, 60)).toBe(60);
  });

  it.each([
    [0, undefined],
    [-15, undefined],
    [30.5, undefined],
    [30, 0],
    [30, 2.5],
  ])("refuses duration %d with increment %s", (duration, increment) => {
    expect(() => slotIncrementMinutes(duration, increment)).toThrow(RangeError);
  });
});
