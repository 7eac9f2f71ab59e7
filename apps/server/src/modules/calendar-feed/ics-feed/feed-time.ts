import { zonedTimeToUtc } from "@launchpad/domain";
import ICAL from "ical.js";

/**
 * A feed's times kept as written (wall clock plus what it is relative to) and turned into UTC
 * only when a window is asked, because floating and all-day times belong to the host's zone,
 * which the cache does not know (RFC 5545 §3.3.5, issue 6):
 * - "…Z" is UTC;
 * - TZID with a VTIMEZONE in the feed follows that definition (ical.js Timezone);
 * - TZID without one, when it names an IANA zone (also behind a "/vendor/…/Europe/Berlin"
 *   prefix), follows the tz database; an unknown TZID is treated as floating;
 * - floating times and DATE values are in the host's zone; a DATE is its local midnight.
 * Gaps and overlaps of DST resolve as in @launchpad/domain's slots time-zone rules.
 */

export type FeedZone =
  | { kind: "utc" }
  | { kind: "floating" }
  | { kind: "iana"; id: string }
  | { kind: "vtimezone"; tz: ICAL.Timezone };

/** `wall`: the written date and time as if it were UTC, in ms; `date`: a DATE (all-day) value. */
export type FeedTime = { wall: number; date: boolean; zone: FeedZone };

export const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

export const UTC_ZONE: FeedZone = { kind: "utc" };
export const FLOATING: FeedZone = { kind: "floating" };

export function isIanaZone(id: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: id });
    return true;
  } catch {
    return false;
  }
}

/** The IANA name inside a TZID, or null ("Europe/Berlin", "/citadel.org/20190914_1/Europe/Berlin"). */
export function ianaZoneOf(tzid: string): string | null {
  const id = tzid.trim().replace(/^"|"$/g, "");
  if (isIanaZone(id)) return id;
  const parts = id.split("/").filter(Boolean);
  for (const take of [3, 2]) {
    const tail = parts.slice(-take).join("/");
    if (parts.length > take && isIanaZone(tail)) return tail;
  }
  return null;
}

export function timeOfIcal(time: ICAL.Time, zone: FeedZone): FeedTime {
  const wall = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
  return time.isDate
    ? { wall: Date.UTC(time.year, time.month - 1, time.day), date: true, zone: FLOATING }
    : { wall, date: false, zone };
}

/** An ical.js time with the fields of `wall`, floating unless a zone is given. */
export function icalOfWall(wall: number, date: boolean, zone?: ICAL.Timezone): ICAL.Time {
  const d = new Date(wall);
  const fields = date
    ? { isDate: true }
    : { hour: d.getUTCHours(), minute: d.getUTCMinutes(), second: d.getUTCSeconds() };
  return ICAL.Time.fromData(
    { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), ...fields },
    zone,
  );
}

/** The instant of a wall-clock time in an IANA zone. */
function wallInZone(wall: number, zone: string): number {
  const day = Math.floor(wall / DAY_MS);
  const inDay = wall - day * DAY_MS;
  const minute = Math.floor(inDay / MINUTE_MS);
  const date = new Date(day * DAY_MS).toISOString().slice(0, 10);
  return zonedTimeToUtc(date, minute, zone) + (inDay - minute * MINUTE_MS);
}

/** The instant (ms) of a feed time, for a host in `hostZone` (IANA). */
export function toUtc(time: FeedTime, hostZone: string): number {
  if (time.date) return wallInZone(time.wall, hostZone);
  switch (time.zone.kind) {
    case "utc":
      return time.wall;
    case "iana":
      return wallInZone(time.wall, time.zone.id);
    case "vtimezone":
      return icalOfWall(time.wall, false, time.zone.tz).toUnixTime() * 1000;
    default:
      return wallInZone(time.wall, hostZone);
  }
}
