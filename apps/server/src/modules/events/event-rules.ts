import { utcToZoned, zonedTimeToUtc } from "@launchpad/domain/slots/time-zone";
import type { IncubatorEventRow, PeriodUnit, Recurrence } from "./events.tables.ts";

/**
 * Pure rules of events (docs/events.md): when registration closes, and the dates of a
 * recurring group session's occurrences (decision 028).
 */
export const PERIOD_UNIT_MS: Record<PeriodUnit, number> = {
  MINUTES: 60_000,
  HOURS: 3_600_000,
  DAYS: 86_400_000,
  WEEKS: 7 * 86_400_000,
};

/** Registration closes this long before the start (the notice period), else at the start. */
export function registrationClosesAt(
  event: Pick<IncubatorEventRow, "startTime" | "hasNoticePeriod" | "noticePeriodValue" | "noticePeriodUnit">,
): Date {
  const start = event.startTime.getTime();
  if (!event.hasNoticePeriod || !event.noticePeriodValue || !event.noticePeriodUnit) return new Date(start);
  return new Date(start - event.noticePeriodValue * PERIOD_UNIT_MS[event.noticePeriodUnit]);
}

/** A series is at most this many occurrences (a year of weekly sessions). */
export const MAX_OCCURRENCES = 52;

/**
 * The starts of a series' occurrences, the first included: `count` of them, each one step of
 * `recurrence` after the previous on the wall clock of the event's zone (a weekly 10:00
 * session stays at 10:00 across a change of daylight-saving time; a monthly session on the
 * 31st falls on the last day of shorter months).
 */
export function occurrenceStarts(
  first: Date,
  recurrence: Recurrence,
  count: number,
  timeZone: string,
): Date[] {
  const { date, minute } = utcToZoned(first.getTime(), timeZone);
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const starts: Date[] = [];
  for (let i = 0; i < count; i++) {
    let local: Date;
    if (recurrence === "DAILY") local = new Date(Date.UTC(y, m - 1, d + i));
    else if (recurrence === "WEEKLY") local = new Date(Date.UTC(y, m - 1, d + 7 * i));
    else {
      const months = m - 1 + (recurrence === "MONTHLY" ? i : 12 * i);
      const last = new Date(Date.UTC(y, months + 1, 0)).getUTCDate();
      local = new Date(Date.UTC(y, months, Math.min(d, last)));
    }
    starts.push(new Date(zonedTimeToUtc(local.toISOString().slice(0, 10), minute, timeZone)));
  }
  return starts;
}
