import { isTimeZone, type LocalDate, utcToZoned, zonedTimeToUtc } from "@launchpad/domain";

/**
 * The calendar's default window (spec-1 §2 "default range is today in the user's timezone";
 * issue 6): from the start of today in the viewer's zone to the same day twelve months later,
 * in seconds, never longer than the year `calendarEvents` takes. The server works it out when
 * a query leaves start and end out, so that the calendar page asks once (issue 13) rather
 * than for the viewer's zone first and their meetings after.
 */
export const MAX_WINDOW_SECONDS = 366 * 24 * 3600;

export function sameDayNextYear(date: LocalDate): LocalDate {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  // 29 February has no twin: Date.UTC rolls it over to 1 March.
  return new Date(Date.UTC(year + 1, month - 1, day, 12)).toISOString().slice(0, 10);
}

/** The window in `timeZone` (UTC when it is not one the runtime knows) at `now` (ms). */
export function upcomingWindow(timeZone: string | null, now: number): { start: number; end: number } {
  const zone = timeZone && isTimeZone(timeZone) ? timeZone : "UTC";
  const today = utcToZoned(now, zone).date;
  const start = Math.floor(zonedTimeToUtc(today, 0, zone) / 1000);
  const end = Math.floor(zonedTimeToUtc(sameDayNextYear(today), 0, zone) / 1000);
  return { start, end: Math.min(end, start + MAX_WINDOW_SECONDS) };
}
