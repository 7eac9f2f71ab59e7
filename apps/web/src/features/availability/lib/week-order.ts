import { WEEKDAYS, type Weekday } from "@launchpad/domain";

type WeekInfo = { firstDay?: number };
type LocaleWithWeekInfo = Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo };

/**
 * The weekdays (0 = Sunday) in the order the locale's calendars show them: from its first
 * day of the week (Intl's weekInfo, 1 = Monday … 7 = Sunday), Monday when the browser
 * cannot tell.
 */
export function weekdaysInLocaleOrder(locale: string): Weekday[] {
  const first = firstDayOf(locale);
  return WEEKDAYS.map((_, offset) => ((first + offset) % 7) as Weekday);
}

function firstDayOf(locale: string): number {
  try {
    const tagged = new Intl.Locale(locale) as LocaleWithWeekInfo;
    const info = tagged.getWeekInfo?.() ?? tagged.weekInfo;
    const day = info?.firstDay;
    return typeof day === "number" && day >= 1 && day <= 7 ? day % 7 : 1;
  } catch {
    return 1;
  }
}

/** Sunday 7 January 2024 plus the weekday, in UTC: a date to format a weekday's name from. */
export function weekdayAsDate(weekday: Weekday): Date {
  return new Date(Date.UTC(2024, 0, 7 + weekday));
}
