/**
 * Half-open UTC intervals [start, end) and the set operations the slot engine needs.
 *
 * Rules (spec-2 §5 and spec-1 §9 "adjacent free intervals are merged"; issue 6 "Free
 * intervals"):
 * - Overlapping or touching intervals merge into one (10:00–11:00 and 11:00–12:00 make
 *   10:00–12:00), so a slot may run across the seam.
 * - Busy time is subtracted from free time; what is left is free.
 * - The overlapping variant keeps only time that is free for every host (intersection).
 * Every function returns a new sorted, merged list and leaves its input untouched.
 */
import type { EpochMs } from "./time-zone.ts";

/** [start, end) in ms since the epoch. */
export type UtcInterval = { start: EpochMs; end: EpochMs };

/** Sorted by start; overlapping and adjacent intervals merged; empty ones dropped. */
export function mergeIntervals(intervals: readonly UtcInterval[]): UtcInterval[] {
  const sorted = intervals.filter((i) => i.end > i.start).sort((a, b) => a.start - b.start);
  const merged: UtcInterval[] = [];
  for (const { start, end } of sorted) {
    const last = merged[merged.length - 1];
    if (last && start <= last.end) {
      if (end > last.end) last.end = end;
    } else {
      merged.push({ start, end });
    }
  }
  return merged;
}

/** `free` minus `busy`; both may be unsorted. */
export function subtractIntervals(free: readonly UtcInterval[], busy: readonly UtcInterval[]): UtcInterval[] {
  const from = mergeIntervals(free);
  const cuts = mergeIntervals(busy);
  const result: UtcInterval[] = [];
  let c = 0;
  for (const interval of from) {
    let start = interval.start;
    while (c < cuts.length && (cuts[c] as UtcInterval).end <= start) c++;
    let k = c;
    while (k < cuts.length && (cuts[k] as UtcInterval).start < interval.end) {
      const cut = cuts[k] as UtcInterval;
      if (cut.start > start) result.push({ start, end: cut.start });
      if (cut.end > start) start = cut.end;
      k++;
    }
    if (start < interval.end) result.push({ start, end: interval.end });
  }
  return result;
}

/** Time present in every list (an empty list of lists gives nothing). */
export function intersectIntervals(lists: readonly (readonly UtcInterval[])[]): UtcInterval[] {
  if (lists.length === 0) return [];
  let result = mergeIntervals(lists[0] as UtcInterval[]);
  for (const list of lists.slice(1)) {
    const other = mergeIntervals(list);
    const next: UtcInterval[] = [];
    let i = 0;
    let j = 0;
    while (i < result.length && j < other.length) {
      const a = result[i] as UtcInterval;
      const b = other[j] as UtcInterval;
      const start = Math.max(a.start, b.start);
      const end = Math.min(a.end, b.end);
      if (start < end) next.push({ start, end });
      if (a.end < b.end) i++;
      else j++;
    }
    result = next;
  }
  return result;
}
