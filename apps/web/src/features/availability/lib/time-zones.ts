/**
 * The time zones the browser knows (IANA names), with the host's current one kept even when
 * the browser's list lacks it (older engines omit aliases such as "UTC").
 */
export function timeZoneOptions(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  const zones = new Set(known);
  if (current) zones.add(current);
  zones.add("UTC");
  return [...zones].sort((a, b) => a.localeCompare(b));
}
