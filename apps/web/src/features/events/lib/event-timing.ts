/**
 * When an event is, as the viewer reads it (spec-1 §4 event timing): past, happening or
 * upcoming from the current time against its start and end; dates and times in the
 * viewer's zone and language.
 */
export type EventTiming = "past" | "happening" | "upcoming";

/** Instants as the API gives them (ISO 8601) or milliseconds. */
type Instant = string | number;

const ms = (value: Instant): number => (typeof value === "number" ? value : Date.parse(value));

export function eventTiming(start: Instant, end: Instant, now: number): EventTiming {
  if (ms(end) <= now) return "past";
  if (ms(start) <= now) return "happening";
  return "upcoming";
}

/**
 * "Tue 14 Jul 2026, 10:30 – 12:00" (or across days "14 Jul, 22:00 – 15 Jul, 01:00") in
 * the viewer's zone, through Intl's own range formatting (each language's separators).
 */
export function formatEventRange(locale: string, start: Instant, end: Instant, timeZone: string): string {
  const format = new Intl.DateTimeFormat(locale, {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone,
  });
  const from = ms(start);
  const to = Math.max(ms(end), from);
  return format.formatRange(from, to);
}

/** "CEST", the zone's short name at that instant (said after the range). */
export function shortZoneName(locale: string, at: Instant, timeZone: string): string {
  const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: "short" }).formatToParts(ms(at));
  return parts.find((part) => part.type === "timeZoneName")?.value ?? timeZone;
}

/** The offer's deadline, "15 Jul, 10:30", in the viewer's zone. */
export function formatDeadline(locale: string, at: Instant, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "short",
    hour: "numeric",
    minute: "2-digit",
    timeZone,
  }).format(ms(at));
}
