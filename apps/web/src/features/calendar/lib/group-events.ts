import { type LocalDate, utcToZoned } from "@launchpad/domain";

/**
 * spec-1 §2 "Calendar events list": meetings grouped by month, then by day, soonest first.
 * A meeting belongs to the day it starts on in the viewer's zone (23:30 UTC is already the
 * next day in Asia/Kolkata), and that day's month.
 */
export type DayGroup<E> = { date: LocalDate; events: E[] };
/** `month` is "YYYY-MM". */
export type MonthGroup<E> = { month: string; days: DayGroup<E>[] };

/** `start` in seconds since the epoch, as the API answers. */
export function groupByMonthAndDay<E extends { start: number }>(
  events: readonly E[],
  timeZone: string,
): MonthGroup<E>[] {
  const months: MonthGroup<E>[] = [];
  const sorted = [...events].sort((a, b) => a.start - b.start);
  for (const event of sorted) {
    const date = utcToZoned(event.start * 1000, timeZone).date;
    const month = date.slice(0, 7);
    let monthGroup = months.at(-1);
    if (monthGroup?.month !== month) {
      monthGroup = { month, days: [] };
      months.push(monthGroup);
    }
    let day = monthGroup.days.at(-1);
    if (day?.date !== date) {
      day = { date, events: [] };
      monthGroup.days.push(day);
    }
    day.events.push(event);
  }
  return months;
}
