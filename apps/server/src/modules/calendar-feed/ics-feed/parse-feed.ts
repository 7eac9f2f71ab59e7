import ICAL from "ical.js";
import { FEED_ERRORS, FeedError } from "../calendar-feed.errors.ts";
import {
  type FeedTime,
  type FeedZone,
  FLOATING,
  ianaZoneOf,
  icalOfWall,
  timeOfIcal,
  UTC_ZONE,
} from "./feed-time.ts";

/**
 * An iCalendar feed (RFC 5545) read with ical.js into the few facts busy time needs; this is
 * what the cache keeps (the expansion depends on the asked window and the host's zone).
 * - Every VEVENT of every VCALENDAR in the file; one without DTSTART is ignored.
 * - `busy` is false for TRANSP:TRANSPARENT and STATUS:CANCELLED (issue 6); such events are
 *   kept because a cancelled or transparent RECURRENCE-ID instance still removes its occurrence.
 * - TZIDs resolve against the VTIMEZONEs of their own VCALENDAR (never a process-wide
 *   registry, so two feeds cannot redefine a zone for each other), then the IANA database,
 *   else they are floating.
 * - RRULE's UNTIL is kept apart (expand-feed.ts applies it in the right zone); a rule that
 *   ical.js cannot iterate, or any value it cannot read, makes the whole feed invalid: a
 *   skipped event would be time wrongly offered as free.
 * - RECURRENCE-ID with RANGE=THISANDFUTURE is treated as a single-instance override.
 */

/** The end of an occurrence: DTEND (relative to DTSTART), DURATION (nominal days + exact time), or none. */
export type FeedEnd =
  | { kind: "at"; time: FeedTime }
  | { kind: "duration"; days: number; ms: number }
  | { kind: "none" };

export type FeedRule = { recur: ICAL.Recur; until: FeedTime | null };

/** An RDATE: its own start, and its own end when written as a PERIOD. */
export type FeedRdate = { start: FeedTime; end: FeedTime | null };

export type FeedEvent = {
  uid: string;
  start: FeedTime;
  end: FeedEnd;
  rules: FeedRule[];
  rdates: FeedRdate[];
  exdates: FeedTime[];
  recurrenceId: FeedTime | null;
  busy: boolean;
};

export type ParsedFeed = { events: FeedEvent[]; eventCount: number };

type ZoneOf = (tzid: string) => FeedZone;

/**
 * ical.js walks a VTIMEZONE's rules from their DTSTART (often 1601) to a few years ahead, so a
 * rule other than the usual yearly one (FREQ=YEARLY;BYMONTH=…) could hold the server: such a
 * definition is not used.
 */
function isSafeDefinition(vtimezone: ICAL.Component): boolean {
  const observances = vtimezone
    .getAllSubcomponents()
    .filter((c) => c.name === "standard" || c.name === "daylight");
  return (
    observances.length > 0 &&
    observances.every((observance) =>
      observance.getAllProperties("rrule").every((property) => {
        try {
          const rule = property.getFirstValue();
          return rule instanceof ICAL.Recur && rule.freq === "YEARLY" && Boolean(rule.parts.BYMONTH?.length);
        } catch {
          return false;
        }
      }),
    )
  );
}

function zoneResolver(calendar: ICAL.Component): ZoneOf {
  const memo = new Map<string, FeedZone>();
  return (tzid) => {
    let zone = memo.get(tzid);
    if (!zone) {
      const defined = calendar.getTimeZoneByID(tzid);
      const iana = ianaZoneOf(tzid);
      if (defined && isSafeDefinition(defined.component)) {
        // A copy without its parent: the cache must not keep the whole parsed file alive.
        const component = new ICAL.Component(defined.component.toJSON());
        zone = { kind: "vtimezone", tz: new ICAL.Timezone({ component, tzid }) };
      } else {
        zone = iana ? { kind: "iana", id: iana } : FLOATING;
      }
      memo.set(tzid, zone);
    }
    return zone;
  };
}

function zoneOfProperty(property: ICAL.Property, value: ICAL.Time, zoneOf: ZoneOf): FeedZone {
  if (value.zone === ICAL.Timezone.utcTimezone) return UTC_ZONE;
  const tzid = property.getFirstParameter("tzid");
  return tzid ? zoneOf(tzid) : FLOATING;
}

function timeOf(property: ICAL.Property, value: unknown, zoneOf: ZoneOf): FeedTime {
  if (!(value instanceof ICAL.Time)) throw new Error(`Not a date: ${property.name}`);
  return timeOfIcal(value, zoneOfProperty(property, value, zoneOf));
}

function firstTime(event: ICAL.Component, name: string, zoneOf: ZoneOf): FeedTime | null {
  const property = event.getFirstProperty(name);
  return property ? timeOf(property, property.getFirstValue(), zoneOf) : null;
}

function endOf(event: ICAL.Component, zoneOf: ZoneOf): FeedEnd {
  const dtend = firstTime(event, "dtend", zoneOf);
  if (dtend) return { kind: "at", time: dtend };
  const duration = event.getFirstPropertyValue("duration");
  if (duration instanceof ICAL.Duration) {
    const sign = duration.isNegative ? -1 : 1;
    const seconds = (duration.hours * 60 + duration.minutes) * 60 + duration.seconds;
    return { kind: "duration", days: sign * (duration.weeks * 7 + duration.days), ms: sign * seconds * 1000 };
  }
  return { kind: "none" };
}

function rulesOf(event: ICAL.Component, start: FeedTime): FeedRule[] {
  return event.getAllProperties("rrule").map((property) => {
    const recur = property.getFirstValue();
    if (!(recur instanceof ICAL.Recur)) throw new Error("Not a recurrence rule");
    const until = recur.until;
    recur.until = null;
    recur.iterator(icalOfWall(start.wall, start.date)); // throws on rules ical.js cannot iterate
    if (!until) return { recur, until: null };
    // UNTIL must be UTC when DTSTART has a zone (RFC 5545 §3.3.10); a floating one follows DTSTART.
    return {
      recur,
      until: timeOfIcal(until, until.zone === ICAL.Timezone.utcTimezone ? UTC_ZONE : start.zone),
    };
  });
}

function rdatesOf(event: ICAL.Component, zoneOf: ZoneOf): FeedRdate[] {
  return event.getAllProperties("rdate").flatMap((property) =>
    property.getValues().map((value: unknown): FeedRdate => {
      if (value instanceof ICAL.Period) {
        return {
          start: timeOf(property, value.start, zoneOf),
          end: timeOf(property, value.getEnd(), zoneOf),
        };
      }
      return { start: timeOf(property, value, zoneOf), end: null };
    }),
  );
}

function exdatesOf(event: ICAL.Component, zoneOf: ZoneOf): FeedTime[] {
  return event
    .getAllProperties("exdate")
    .flatMap((property) => property.getValues().map((value: unknown) => timeOf(property, value, zoneOf)));
}

function readEvent(event: ICAL.Component, zoneOf: ZoneOf): FeedEvent | null {
  const start = firstTime(event, "dtstart", zoneOf);
  if (!start) return null;
  const upper = (name: string) => String(event.getFirstPropertyValue(name) ?? "").toUpperCase();
  return {
    uid: String(event.getFirstPropertyValue("uid") ?? ""),
    start,
    end: endOf(event, zoneOf),
    rules: rulesOf(event, start),
    rdates: rdatesOf(event, zoneOf),
    exdates: exdatesOf(event, zoneOf),
    recurrenceId: firstTime(event, "recurrence-id", zoneOf),
    busy: upper("status") !== "CANCELLED" && upper("transp") !== "TRANSPARENT",
  };
}

function calendarsOf(text: string): ICAL.Component[] {
  const jcal: unknown = ICAL.parse(text.replace(/^\uFEFF/, ""));
  if (!Array.isArray(jcal) || jcal.length === 0) return [];
  const list: unknown[][] = Array.isArray(jcal[0]) ? jcal : [jcal];
  return list.map((one) => new ICAL.Component(one));
}

/** The feed's events, or FeedError "The feed is not a valid iCalendar file". */
export function parseFeed(text: string): ParsedFeed {
  try {
    const calendars = calendarsOf(text);
    if (calendars.length === 0 || calendars.some((c) => c.name !== "vcalendar"))
      throw new Error("No VCALENDAR");
    const events: FeedEvent[] = [];
    for (const calendar of calendars) {
      const zoneOf = zoneResolver(calendar);
      for (const vevent of calendar.getAllSubcomponents("vevent")) {
        const event = readEvent(vevent, zoneOf);
        if (event) events.push(event);
      }
    }
    return { events, eventCount: events.filter((e) => e.busy).length };
  } catch {
    throw new FeedError(FEED_ERRORS.invalidIcs);
  }
}
