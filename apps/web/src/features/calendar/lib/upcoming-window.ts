import { type LocalDate, zonedTimeToUtc } from "@launchpad/domain";
import { todayIn } from "../../booking/index.ts";

/**
 * The calendar's window (issue 6; spec-1 §2 "default range is today in the user's timezone"):
 * from the start of today in the viewer's zone to the same day twelve months later, in
 * seconds. The server takes at most a year (366 days), so the end never goes past that.
 */
export const MAX_WINDOW_SECONDS = 366 * 24 * 3600;

export function sameDayNextYear(date: LocalDate): LocalDate {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  // 29 February has no twin: Date.UTC rolls it over to 1 March.
  return new Date(Date.UTC(year + 1, month - 1, day, 12)).toISOString().slice(0, 10);
}

export function upcomingWindow(timeZone: string, now: number = Date.now()): { start: number; end: number } {
  const today = todayIn(timeZone, now);
  const start = Math.floor(zonedTimeToUtc(today, 0, timeZone) / 1000);
  const end = Math.floor(zonedTimeToUtc(sameDayNextYear(today), 0, timeZone) / 1000);
  return { start, end: Math.min(end, start + MAX_WINDOW_SECONDS) };
}
