/**
 * A host's weekly hours and date overrides, expanded into UTC intervals per local date.
 *
 * Rules:
 * - Weekly hours are ranges { weekday 0–6 (0 = Sunday), startMinute, endMinute } in the host's
 *   IANA zone, several per day allowed (issue 6 "Availability"; spec-2 §3: User.timezone).
 * - Presets BUSINESS_HOURS 07:00–18:00 and ALL_HOURS 00:00–23:59 (spec-2 §9).
 * - endMinute is exclusive. 23:59 (1439) is read as the end of the day (1440), because a time
 *   picker cannot show 24:00 and ALL_HOURS means the whole day; 1440 is accepted as well.
 * - Expansion is per local date in the host's zone and DST-correct: 09:00 stays 09:00 local on
 *   both sides of a change; on the change day a range keeps its wall-clock times (see
 *   time-zone.ts for times in the gap or the overlap).
 * - A date override { date, ranges } replaces that date's weekly hours; ranges [] is a day off
 *   (issue 6 "Availability"). When a date is overridden twice, the last override wins.
 * - Ranges of consecutive dates that touch (…–24:00, 00:00–…) merge, so free time can span
 *   midnight (spec-2 §5 "adjacent free intervals are merged").
 */
import { mergeIntervals, type UtcInterval } from "./intervals.ts";
import {
  DAY_MS,
  dayNumberOf,
  type LocalDate,
  MINUTE_MS,
  MINUTES_PER_DAY,
  midnightOffsets,
  type OffsetMemo,
  wallToUtc,
  weekdayOfDayNumber,
} from "./time-zone.ts";

export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;
/** Minutes after local midnight: [startMinute, endMinute). */
export type MinuteRange = { startMinute: number; endMinute: number };
export type WeeklyRange = MinuteRange & { weekday: Weekday };
export type DateOverride = { date: LocalDate; ranges: MinuteRange[] };

export const BUSINESS_HOURS: MinuteRange = { startMinute: 7 * 60, endMinute: 18 * 60 };
export const ALL_HOURS: MinuteRange = { startMinute: 0, endMinute: 23 * 60 + 59 };
export const AVAILABILITY_PRESETS = { BUSINESS_HOURS, ALL_HOURS } as const;
export type AvailabilityPreset = keyof typeof AVAILABILITY_PRESETS;
export const WEEKDAYS: readonly Weekday[] = [0, 1, 2, 3, 4, 5, 6];

/** The preset's hours on each of `weekdays` (every day unless given). */
export function presetWeeklyHours(
  preset: AvailabilityPreset,
  weekdays: readonly Weekday[] = WEEKDAYS,
): WeeklyRange[] {
  return weekdays.map((weekday) => ({ weekday, ...AVAILABILITY_PRESETS[preset] }));
}

function endOf(range: MinuteRange): number {
  return range.endMinute === MINUTES_PER_DAY - 1 ? MINUTES_PER_DAY : range.endMinute;
}

function checkRange(range: MinuteRange): void {
  const end = endOf(range);
  if (!(Number.isInteger(range.startMinute) && Number.isInteger(end)))
    throw new RangeError("Minutes must be whole numbers");
  if (range.startMinute < 0 || end > MINUTES_PER_DAY || range.startMinute >= end)
    throw new RangeError(`Bad range ${range.startMinute}–${range.endMinute}`);
}

export type ExpandOptions = {
  timeZone: string;
  weeklyHours: readonly WeeklyRange[];
  overrides?: readonly DateOverride[];
  /** Inclusive local dates. */
  fromDate: LocalDate;
  toDate: LocalDate;
  /** Offsets read by earlier calls of the same request (hosts sharing a zone). */
  offsetMemo?: OffsetMemo;
};

/** The host's hours from `fromDate` to `toDate` (host-local dates) as merged UTC intervals. */
export function expandWeeklyHours(options: ExpandOptions): UtcInterval[] {
  const { timeZone } = options;
  const byWeekday: MinuteRange[][] = WEEKDAYS.map(() => []);
  for (const range of options.weeklyHours) {
    checkRange(range);
    byWeekday[range.weekday]?.push(range);
  }
  const overrides = new Map<number, readonly MinuteRange[]>();
  for (const override of options.overrides ?? []) {
    override.ranges.forEach(checkRange);
    overrides.set(dayNumberOf(override.date), override.ranges);
  }
  const first = dayNumberOf(options.fromDate);
  const last = dayNumberOf(options.toDate);
  // A day whose offset samples (from 14 h before its local midnight to three days later) agree
  // has one offset throughout; otherwise each time goes through wallToUtc.
  const samples = midnightOffsets(timeZone, first, last + 3, options.offsetMemo);
  const intervals: UtcInterval[] = [];
  for (let day = first; day <= last; day++) {
    const ranges = overrides.get(day) ?? byWeekday[weekdayOfDayNumber(day)] ?? [];
    if (ranges.length === 0) continue;
    const i = day - first;
    const offset = samples[i] as number;
    const steady = samples[i + 1] === offset && samples[i + 2] === offset && samples[i + 3] === offset;
    const midnight = day * DAY_MS;
    const toUtc = (minute: number) =>
      steady ? midnight + minute * MINUTE_MS - offset : wallToUtc(midnight + minute * MINUTE_MS, timeZone);
    for (const range of ranges) {
      intervals.push({ start: toUtc(range.startMinute), end: toUtc(endOf(range)) });
    }
  }
  return mergeIntervals(intervals);
}
