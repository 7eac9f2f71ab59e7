/**
 * spec-1 §9: an unknown or missing zone falls back to UTC. Apart from month-grid.ts, which
 * the pages that only need this (the events list, the calendar) would load with it
 * (decision 034).
 */
export function safeTimeZone(timeZone: string | null | undefined): string {
  if (!timeZone) return "UTC";
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return timeZone;
  } catch {
    return "UTC";
  }
}
