import type { IntlShape } from "react-intl";

/** Due dates are calendar days (YYYY-MM-DD): shown as such, whatever the viewer's time zone. */
export function sayDueDate(intl: IntlShape, date: string): string {
  return intl.formatDate(new Date(`${date}T00:00:00Z`), { dateStyle: "medium", timeZone: "UTC" });
}

/** Today in the viewer's own calendar, as YYYY-MM-DD. */
export function todayIso(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}
