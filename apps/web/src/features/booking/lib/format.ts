import type { LocalDate } from "@launchpad/domain";
import { dateAsInstant } from "./month-grid.ts";

/** Dates and times of the scheduler in the viewer's language and zone. */

export type DayStyle = "full" | "medium";

/** A local date as a day ("Tuesday, July 14, 2026"); the date is already the viewer's. */
export const formatDay = (locale: string, date: LocalDate, style: DayStyle = "full"): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: style, timeZone: "UTC" }).format(dateAsInstant(date));

/** "10:30 AM" in the viewer's zone. */
export const formatTime = (locale: string, ms: number, timeZone: string): string =>
  new Intl.DateTimeFormat(locale, { timeStyle: "short", timeZone }).format(ms);

/** "Central European Summer Time": the zone's name at that instant, in the viewer's language. */
export function zoneName(locale: string, ms: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: "long" }).formatToParts(ms);
  return parts.find((part) => part.type === "timeZoneName")?.value ?? timeZone;
}

/** "July 2026" */
export const formatMonth = (locale: string, month: string): string =>
  new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(
    dateAsInstant(`${month}-01`),
  );

/** Short weekday names in grid order, starting on `firstDay` (0 = Sunday). */
export function weekdayNames(locale: string, firstDay: number): { short: string; long: string }[] {
  // 2026-07-05 is a Sunday.
  return Array.from({ length: 7 }, (_, index) => {
    const day = dateAsInstant(`2026-07-${String(5 + ((firstDay + index) % 7)).padStart(2, "0")}`);
    return {
      short: new Intl.DateTimeFormat(locale, { weekday: "short", timeZone: "UTC" }).format(day),
      long: new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }).format(day),
    };
  });
}
