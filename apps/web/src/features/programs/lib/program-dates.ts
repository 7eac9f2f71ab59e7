import type { IntlShape } from "react-intl";

/**
 * A programme's dates are calendar days (YYYY-MM-DD), not instants: they are said as the
 * same day everywhere (read and formatted in UTC).
 */
export function formatProgramDay(intl: IntlShape, day: string): string {
  return intl.formatDate(`${day}T00:00:00Z`, { dateStyle: "medium", timeZone: "UTC" });
}

/** "1 Mar 2027 – 31 May 2027", one side alone, or null without dates. */
export function programPeriod(
  intl: IntlShape,
  startsOn: string | null,
  endsOn: string | null,
): string | null {
  if (startsOn && endsOn) {
    return intl.formatDateTimeRange(new Date(`${startsOn}T00:00:00Z`), new Date(`${endsOn}T00:00:00Z`), {
      dateStyle: "medium",
      timeZone: "UTC",
    });
  }
  if (startsOn)
    return intl.formatMessage({ id: "programs.dates.from" }, { date: formatProgramDay(intl, startsOn) });
  if (endsOn)
    return intl.formatMessage({ id: "programs.dates.until" }, { date: formatProgramDay(intl, endsOn) });
  return null;
}
