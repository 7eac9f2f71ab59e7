import { describe, expect, it } from "vitest";
import { rangeProblems } from "./range-problems.ts";

const r = (start: number, end: number) => ({ startMinute: start * 60, endMinute: end * 60 });

describe("rangeProblems", () => {
  it.each([
    ["one good range", [r(9, 17)], [null]],
    ["ranges that touch", [r(9, 12), r(12, 15)], [null, null]],
    ["an end before the start", [r(12, 9)], ["startAfterEnd"]],
    ["an empty range", [r(9, 9)], ["startAfterEnd"]],
    ["an overlap: the later range is named", [r(9, 12), r(11, 14)], [null, "overlap"]],
    ["an overlap, listed out of order", [r(11, 14), r(9, 12)], ["overlap", null]],
    ["the same range twice", [r(9, 12), r(9, 12)], [null, "overlap"]],
    ["a range inside another", [r(9, 17), r(10, 11)], [null, "overlap"]],
    ["a chain of overlaps", [r(9, 10), r(9.5, 12), r(11, 13)], [null, "overlap", "overlap"]],
    ["a bad range overlaps nothing", [r(9, 12), r(11, 10)], [null, "startAfterEnd"]],
  ])("%s", (_, ranges, problems) => {
    expect(rangeProblems(ranges)).toEqual(problems);
  });
});
