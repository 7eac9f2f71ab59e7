/**
 * What is wrong with a day's ranges, checked as the host edits (issue 6 "Availability"):
 * each range starts before it ends, and no two ranges of one day overlap (an end is
 * exclusive, so 09:00–12:00 and 12:00–15:00 touch without overlapping).
 */
export type RangeProblem = "startAfterEnd" | "overlap";

type Range = { startMinute: number; endMinute: number };

/** One entry per range, in the given order: its problem, or null. */
export function rangeProblems(ranges: readonly Range[]): (RangeProblem | null)[] {
  const valid = ranges.map((range) => range.startMinute < range.endMinute);
  return ranges.map((range, index) => {
    if (!valid[index]) return "startAfterEnd";
    const overlaps = ranges.some(
      (other, otherIndex) =>
        otherIndex !== index &&
        valid[otherIndex] &&
        other.startMinute < range.endMinute &&
        range.startMinute < other.endMinute &&
        // The later of two overlapping ranges carries the message (the first one when equal).
        (other.startMinute < range.startMinute ||
          (other.startMinute === range.startMinute && otherIndex < index)),
    );
    return overlaps ? "overlap" : null;
  });
}
