import { ALL_HOURS } from "@launchpad/domain";

/** The time pickers step by a quarter of an hour (issue 6 "Availability"). */
export const STEP_MINUTES = 15;
/** The last minute a range may end on: ALL_HOURS ends at 23:59, read as the end of the day. */
export const LAST_END_MINUTE = ALL_HOURS.endMinute;

function steps(from: number, to: number): number[] {
  const minutes: number[] = [];
  for (let minute = from; minute <= to; minute += STEP_MINUTES) minutes.push(minute);
  return minutes;
}

/** Start times 00:00–23:45; a saved time off the grid stays selectable. */
export function startMinutes(current: number): number[] {
  return withCurrent(steps(0, LAST_END_MINUTE - STEP_MINUTES + 1), current);
}

/** End times 00:15–23:45 and 23:59 (the end of the day). */
export function endMinutes(current: number): number[] {
  return withCurrent([...steps(STEP_MINUTES, LAST_END_MINUTE), LAST_END_MINUTE], current);
}

function withCurrent(minutes: number[], current: number): number[] {
  const all = new Set(minutes);
  all.add(current);
  return [...all].sort((a, b) => a - b);
}

/** A date whose UTC wall clock reads the minute, for Intl to format as a time of day. */
export function minuteAsDate(minute: number): Date {
  return new Date(Date.UTC(2000, 0, 1, 0, minute));
}

/** A new range after the day's last one: an hour (less near midnight), or none when the day is full. */
export function nextRange(
  ranges: readonly { startMinute: number; endMinute: number }[],
): { startMinute: number; endMinute: number } | null {
  if (ranges.length === 0) return { startMinute: 9 * 60, endMinute: 17 * 60 };
  const lastEnd = Math.max(...ranges.map((range) => range.endMinute));
  if (lastEnd >= LAST_END_MINUTE - STEP_MINUTES + 1) return null;
  const startMinute = Math.ceil(lastEnd / STEP_MINUTES) * STEP_MINUTES;
  return { startMinute, endMinute: Math.min(startMinute + 60, LAST_END_MINUTE) };
}
