import {
  dayNumberOf,
  type LocalDate,
  localDateOfDayNumber,
  utcToZoned,
  zonedTimeToUtc,
} from "@launchpad/domain/slots/time-zone";

/**
 * The calendar panel's days (spec-1 §2 "calendar side panel", §9: a weekly view of 5 days,
 * stepped by 5 days or by a month, today in the user's zone by default) and each item's
 * timing (§4: past, happening or upcoming from the current time).
 */
export const PANEL_DAYS = 5;

export type Timing = "past" | "happening" | "upcoming";

export const todayIn = (timeZone: string, nowMs: number): LocalDate => utcToZoned(nowMs, timeZone).date;

export const addDays = (date: LocalDate, days: number): LocalDate =>
  localDateOfDayNumber(dayNumberOf(date) + days);

/** The same day `months` later, or the month's last day when it has fewer (31 Jan + 1 → 28/29 Feb). */
export function addMonths(date: LocalDate, months: number): LocalDate {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, last));
  return first.toISOString().slice(0, 10);
}

export const panelDays = (start: LocalDate): LocalDate[] =>
  Array.from({ length: PANEL_DAYS }, (_, i) => addDays(start, i));

/** The panel's interval in seconds: from the first day's midnight to the midnight after the last. */
export function panelWindow(start: LocalDate, timeZone: string) {
  return {
    start: Math.floor(zonedTimeToUtc(start, 0, timeZone) / 1000),
    end: Math.floor(zonedTimeToUtc(addDays(start, PANEL_DAYS), 0, timeZone) / 1000),
  };
}

/** The day (in the zone) an item starting at `startSeconds` belongs to. */
export const dayOf = (startSeconds: number, timeZone: string): LocalDate =>
  utcToZoned(startSeconds * 1000, timeZone).date;

export function timingOf(item: { start: number; end: number }, nowMs: number): Timing {
  if (nowMs >= item.end * 1000) return "past";
  if (nowMs >= item.start * 1000) return "happening";
  return "upcoming";
}

/** How far into a happening item `nowMs` is, from 0 to 1. */
export function elapsedShare(item: { start: number; end: number }, nowMs: number): number {
  const span = (item.end - item.start) * 1000;
  if (span <= 0) return 1;
  return Math.min(1, Math.max(0, (nowMs - item.start * 1000) / span));
}

type Linked = {
  link?: string | null;
  contextType?: string | null;
  contextId?: string | null;
  referenceType?: string | null;
  referenceId?: string | null;
};

/**
 * Where an item's link goes (spec-1 §2): its incubator event, else the startup file
 * (activities tab), the application file (activities) or the user file, by reference type.
 */
export function referencePath(item: Linked): string | null {
  if (item.contextType === "IncubatorEvent" && item.contextId) return `/events/${item.contextId}`;
  if (item.link) return item.link;
  if (!item.referenceId) return null;
  switch (item.referenceType) {
    case "Startup":
      return `/startup/${item.referenceId}/file/activities`;
    case "Application":
      return `/application/${item.referenceId}/activities`;
    case "User":
      return `/profile/${item.referenceId}`;
    default:
      return null;
  }
}

/**
 * A registered group event (a calendar source's item: its id is the event's) is not a
 * meeting: it is cancelled and never moved on the event's page, not with the meeting calls.
 */
export function isEventRegistration(item: {
  id: string;
  contextType?: string | null;
  contextId?: string | null;
}) {
  return item.contextType === "IncubatorEvent" && item.id === item.contextId;
}
