import { type LocalDate, utcToZoned, zonedTimeToUtc } from "@launchpad/domain";

/**
 * The date step's month calendar (spec-1 §2: days without a free slot are disabled; the first
 * selectable day is today). Dates are the viewer's local dates ("YYYY-MM-DD" in their zone);
 * a month is "YYYY-MM". spec-1 §9: an unknown or missing zone falls back to UTC.
 */

export { safeTimeZone } from "./safe-time-zone.ts";

export const todayIn = (timeZone: string, now: number = Date.now()): LocalDate =>
  utcToZoned(now, timeZone).date;

/** spec-1 §2: the first selectable day is today, or the event's start (in the viewer's zone) if later. */
export function firstSelectableDay(
  today: LocalDate,
  event: { start: number } | null | undefined,
  timeZone: string,
): LocalDate {
  if (!event) return today;
  const start = utcToZoned(event.start * 1000, timeZone).date;
  return start > today ? start : today;
}

const pad = (value: number) => String(value).padStart(2, "0");

/** The month `count` months after `month` (negative: before). */
export function addMonths(month: string, count: number): string {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  const date = new Date(Date.UTC(year, monthNumber - 1 + count, 1));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}`;
}

/** The visible month's free-slot window in seconds: from today (never before) to the month's end. */
export function monthInterval(
  month: string,
  timeZone: string,
  today: LocalDate,
): { start: number; end: number } {
  const first = `${month}-01`;
  const from = first > today ? first : today;
  const start = zonedTimeToUtc(from, 0, timeZone);
  const end = zonedTimeToUtc(`${addMonths(month, 1)}-01`, 0, timeZone);
  return { start: Math.floor(start / 1000), end: Math.floor(end / 1000) };
}

/** Weeks of the month, each seven cells starting on `firstDay` (0 = Sunday); null pads the edges. */
export function monthWeeks(month: string, firstDay: number): (LocalDate | null)[][] {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  const days = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  const lead = (new Date(Date.UTC(year, monthNumber - 1, 1)).getUTCDay() - firstDay + 7) % 7;
  const cells: (LocalDate | null)[] = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= days; day++) cells.push(`${month}-${pad(day)}`);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

type WeekInfoLocale = Intl.Locale & {
  getWeekInfo?: () => { firstDay: number };
  weekInfo?: { firstDay: number };
};

/** The locale's first day of the week (0 = Sunday), Monday when the platform cannot say. */
export function firstDayOfWeek(languageTag: string): number {
  try {
    const locale = new Intl.Locale(languageTag) as WeekInfoLocale;
    const info = locale.getWeekInfo?.() ?? locale.weekInfo;
    // Intl numbers the days 1 (Monday) … 7 (Sunday).
    return info ? info.firstDay % 7 : 1;
  } catch {
    return 1;
  }
}

/** Noon UTC of a local date: formatted with timeZone "UTC", it shows that date in any zone. */
export const dateAsInstant = (date: LocalDate): number => Date.parse(`${date}T12:00:00Z`);
