/**
 * When a DAILY digest goes (docs/notifications.md): in the 8 o'clock hour of the user's own
 * time zone, once a day — not again within 20 hours of the last one. An unknown zone reads
 * as UTC (spec-1 §9: timezone fallback UTC).
 */
export const DAILY_DIGEST_HOUR = 8;
const MIN_GAP_MS = 20 * 3_600_000;

export function localHour(at: Date, timeZone: string): number {
  const format = (zone: string) =>
    Number(
      new Intl.DateTimeFormat("en-GB", { hour: "2-digit", hourCycle: "h23", timeZone: zone }).format(at),
    );
  try {
    return format(timeZone);
  } catch {
    return format("UTC");
  }
}

export function dailyDigestDue(now: Date, timeZone: string, lastDigestAt: Date | null): boolean {
  if (localHour(now, timeZone) !== DAILY_DIGEST_HOUR) return false;
  return !lastDigestAt || now.getTime() - lastDigestAt.getTime() >= MIN_GAP_MS;
}

/** How long an IMMEDIATE digest waits after an item arrives: time to read it in the app first. */
export const IMMEDIATE_DIGEST_DELAY_MS = 2 * 60_000;
