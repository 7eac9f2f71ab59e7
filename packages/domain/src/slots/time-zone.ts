/**
 * Wall-clock time in an IANA zone ↔ UTC instants, with the platform's Intl API only.
 *
 * Rules (issue 6 "Slot engine"; spec-2 §3: the host's `timezone`; spec-1 §9: fallback UTC):
 * - A local time is a date ("YYYY-MM-DD") and a minute of that day, 0–1440; 1440 is the next
 *   day's 00:00, so a range can end at midnight.
 * - DST gap (the local time does not exist, e.g. 02:30 on 2025-03-09 in New York): the time
 *   moves forward to the first instant after the gap, the moment the clocks jump (03:00 EDT).
 *   Temporal's "compatible" would give 03:30; we snap instead so that a host's range never
 *   reaches a wall-clock time outside what the host set (02:30–05:00 becomes 03:00–05:00).
 * - DST overlap (the local time happens twice, e.g. 01:30 on 2025-11-02 in New York): the
 *   first occurrence (01:30 EDT), as Temporal's "compatible" and JavaScript's Date do.
 * - Assumed: at most one offset change within four days, and changes on whole seconds
 *   (true of every zone in the tz database since 1970).
 */

/** Milliseconds since 1970-01-01T00:00Z. */
export type EpochMs = number;
/** A calendar date, "YYYY-MM-DD", with no zone. */
export type LocalDate = string;

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;
export const MINUTES_PER_DAY = 1440;

const formatters = new Map<string, Intl.DateTimeFormat>();
const PARTS = /^(\d+)\/(\d+)\/(\d+),? (\d+):(\d+):(\d+)$/;

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // format() + one regex is about three times faster than formatToParts().
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone's offset from UTC at an instant, in ms (New York in winter: -18,000,000). */
export function zoneOffsetMs(timeZone: string, instant: EpochMs): number {
  const text = formatterFor(timeZone).format(instant);
  const m = PARTS.exec(text);
  if (!m) throw new Error(`Unexpected Intl output for ${timeZone}: ${text}`);
  const wall = Date.UTC(
    Number(m[3]),
    Number(m[1]) - 1,
    Number(m[2]),
    Number(m[4]),
    Number(m[5]),
    Number(m[6]),
  );
  return wall - (instant - (((instant % 1000) + 1000) % 1000));
}

/** Offsets already read, per zone and day number; share one between calls of one request. */
export type OffsetMemo = Map<string, Map<number, number>>;

const SAMPLE_LEAD_MS = 14 * 3_600_000;

/**
 * The zone's offset 14 h before the local midnight starting each day `first`…`last` (day
 * numbers), a moment before that local day begins in any zone (none is ahead of UTC+14).
 * Reads one sample a week and fills the days between when two agree, reading each day only
 * around a change (assumes no two changes within 7 days that cancel out). Intl is the costly part.
 */
export function midnightOffsets(
  timeZone: string,
  first: number,
  last: number,
  memo: OffsetMemo = new Map(),
): number[] {
  const cache = memo.get(timeZone) ?? new Map<number, number>();
  memo.set(timeZone, cache);
  const at = (day: number) => {
    let offset = cache.get(day);
    if (offset === undefined) {
      offset = zoneOffsetMs(timeZone, day * DAY_MS - SAMPLE_LEAD_MS);
      cache.set(day, offset);
    }
    return offset;
  };
  const offsets: number[] = [];
  for (let a = first; a <= last; a += 7) {
    const b = Math.min(a + 7, last);
    const startOffset = at(a);
    const same = startOffset === at(b);
    for (let day = a; day < b; day++) offsets.push(same ? startOffset : at(day));
    if (b === last) offsets.push(at(b));
  }
  return offsets;
}

/** Days since 1970-01-01 of a "YYYY-MM-DD" date. */
export function dayNumberOf(date: LocalDate): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  if (new Date(ms).toISOString().slice(0, 10) !== date) throw new RangeError(`No such date: ${date}`);
  return ms / DAY_MS;
}

export function localDateOfDayNumber(day: number): LocalDate {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday; 1970-01-01 was a Thursday. */
export function weekdayOfDayNumber(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

/** The UTC instant of a wall-clock time: `minute` (0–1440) of `date` in `timeZone`. */
export function zonedTimeToUtc(date: LocalDate, minute: number, timeZone: string): EpochMs {
  return wallToUtc(dayNumberOf(date) * DAY_MS + minute * MINUTE_MS, timeZone);
}

/** `wall` is the local time written as if it were UTC. */
export function wallToUtc(wall: number, timeZone: string): EpochMs {
  const before = zoneOffsetMs(timeZone, wall - DAY_MS);
  const after = zoneOffsetMs(timeZone, wall + DAY_MS);
  const early = wall - Math.max(before, after);
  const late = wall - Math.min(before, after);
  if (zoneOffsetMs(timeZone, early) === wall - early) return early; // first occurrence
  if (zoneOffsetMs(timeZone, late) === wall - late) return late;
  // In the gap: find the transition between `early` (old offset) and `late` (new offset).
  let lo = Math.floor(early / 1000);
  let hi = Math.ceil(late / 1000);
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (zoneOffsetMs(timeZone, mid * 1000) === before) lo = mid;
    else hi = mid;
  }
  return hi * 1000;
}

/** The local date and minute of the day of an instant in `timeZone`. */
export function utcToZoned(instant: EpochMs, timeZone: string): { date: LocalDate; minute: number } {
  const wall = instant + zoneOffsetMs(timeZone, instant);
  const day = Math.floor(wall / DAY_MS);
  return { date: localDateOfDayNumber(day), minute: Math.floor((wall - day * DAY_MS) / MINUTE_MS) };
}
