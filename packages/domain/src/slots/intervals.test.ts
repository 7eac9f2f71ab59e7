import { describe, expect, it } from "vitest";
import { intersectIntervals, mergeIntervals, subtractIntervals, type UtcInterval } from "./intervals.ts";

/** "9-12" is [9, 12) in hours since the epoch: short and exact. */
const H = 3_600_000;
const list = (text: string): UtcInterval[] =>
  text
    .split(" ")
    .filter(Boolean)
    .map((pair) => {
      const [start, end] = pair.split("-").map(Number);
      return { start: (start as number) * H, end: (end as number) * H };
    });
const show = (intervals: UtcInterval[]) => intervals.map((i) => `${i.start / H}-${i.end / H}`).join(" ");

describe("mergeIntervals", () => {
  it.each([
    ["9-10 10-11", "9-11", "adjacent intervals merge"],
    ["9-11 10-12", "9-12", "overlapping intervals merge"],
    ["13-14 9-10 9.5-9.75", "9-10 13-14", "unsorted input, one inside another"],
    ["9-9 10-11", "10-11", "empty intervals are dropped"],
    ["9-10 10.5-11", "9-10 10.5-11", "a gap stays"],
  ])("%s → %s (%s)", (input, expected) => {
    expect(show(mergeIntervals(list(input)))).toBe(expected);
  });
});

describe("subtractIntervals", () => {
  it.each([
    ["9-17", "12-13", "9-12 13-17", "a lunch meeting splits the day"],
    ["9-17", "8-10 16-18", "10-16", "busy time across both edges"],
    ["9-12 13-17", "11-14", "9-11 14-17", "one busy interval across two free ones"],
    ["9-17", "10-11 10.5-12 15-15.5", "9-10 12-15 15.5-17", "overlapping busy intervals"],
    ["9-17", "14-15 10-11", "9-10 11-14 15-17", "unsorted busy intervals"],
    ["9-10", "9-10", "", "fully busy"],
    ["9-10", "", "9-10", "nothing busy"],
  ])("%s minus %s → %s (%s)", (free, busy, expected) => {
    expect(show(subtractIntervals(list(free), list(busy)))).toBe(expected);
  });
});

describe("intersectIntervals", () => {
  it.each([
    [["9-12", "10-13"], "10-12", "partial overlap"],
    [["9-12 14-18", "11-15", "0-24"], "11-12 14-15", "three hosts"],
    [["9-10", "10-11"], "", "touching is not overlapping"],
    [["9-12"], "9-12", "one host"],
    [[], "", "no hosts"],
  ])("%j → %s (%s)", (lists, expected) => {
    expect(show(intersectIntervals(lists.map(list)))).toBe(expected);
  });
});
