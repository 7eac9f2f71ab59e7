/**
 * spec-1 §4 Notifications: items newer than the last-seen time are "New", the others
 * "Earlier". The split uses the time as it was when the panel opened (opening records a new
 * one); before the panel was ever opened, every item is new.
 */
export function splitByLastSeen<T extends { createdAt: string }>(
  items: readonly T[],
  lastSeen: string | null,
): { fresh: T[]; earlier: T[] } {
  const since = lastSeen ? Date.parse(lastSeen) : Number.NEGATIVE_INFINITY;
  const fresh: T[] = [];
  const earlier: T[] = [];
  for (const item of items) (Date.parse(item.createdAt) > since ? fresh : earlier).push(item);
  return { fresh, earlier };
}

export type RelativeTime = { value: number; unit: "second" | "minute" | "hour" | "day" | "week" };

/** How long ago, in the largest whole unit (for Intl.RelativeTimeFormat); the future reads as now. */
export function relativeTime(createdAt: string, now: number): RelativeTime {
  const seconds = Math.max(0, Math.round((now - Date.parse(createdAt)) / 1000));
  if (seconds < 60) return { value: -seconds, unit: "second" };
  if (seconds < 3600) return { value: -Math.floor(seconds / 60), unit: "minute" };
  if (seconds < 86_400) return { value: -Math.floor(seconds / 3600), unit: "hour" };
  if (seconds < 7 * 86_400) return { value: -Math.floor(seconds / 86_400), unit: "day" };
  return { value: -Math.floor(seconds / (7 * 86_400)), unit: "week" };
}
