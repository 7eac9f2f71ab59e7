import {
  freeSlotsPerHost,
  type HostAvailability,
  overlappingFreeSlots,
  presetWeeklyHours,
  type SlotQuery,
  utcToZoned,
} from "@launchpad/domain";
import { coded, ValidationError } from "../../graphql/errors.ts";
import type { ServiceContext } from "../../service-context.ts";
import { type ExternalBusy, externalBusy } from "../calendar-feed/index.ts";
import type { SlotContext } from "./booking-context.ts";
import { availabilities, type Host, hostsOf, userCard } from "./booking-hosts.ts";
import type { EventBooking } from "./event-context.ts";

/**
 * Booking a one-to-one event's slot (issue 15; spec-1 §4 "For event … bookings the duration
 * is preset", §5 "Dates are limited to event boundaries"; decision 031). The event decides
 * what a host's coaching settings decide elsewhere:
 * - the duration is the event's (no other is offered), the slot grid its timeslotIncrement;
 * - slots lie inside the event's boundaries, on its one-to-one dates when it lists any;
 * - availability method EVENT_HOURS: the hosts are free in the event's BUSINESS_HOURS (07:00–
 *   18:00) or ALL_HOURS, every day, in the event's zone, instead of their own weekly hours
 *   (their meetings still count); otherwise their own hours (HOSTS_AVAILABILITY);
 * - PER_HOST: the booker takes one host's slot (each host's own free time); OVERLAPPING: the
 *   meeting takes every host, at times when all are free;
 * - ignoreHostsLinkedCalendar leaves the hosts' external calendars out of their busy time;
 * - ignoreHourAllocation: the meeting uses no startup's hours (no connection needed);
 * - the organizer is the calendarHost when it is one of the meeting's hosts, else the first;
 * - the meeting's location is the event's (text and/or conferencing link).
 * The hosts need no coaching settings of their own: being the event's host is the offer.
 */

/** The hosts a booking of this event takes: all of them (OVERLAPPING) or the one chosen. */
export async function eventHosts(ctx: ServiceContext, event: EventBooking, chosen: readonly string[]) {
  const wanted = new Set(chosen);
  if (event.mode === "OVERLAPPING") {
    const all = new Set(event.hostIds);
    if (wanted.size > 0 && (wanted.size !== all.size || [...wanted].some((id) => !all.has(id))))
      throw new ValidationError({ hostIds: coded("HOST_NOT_BOOKABLE", { host: [...wanted].join(", ") }) });
    return hostsOf(ctx, event.hostIds);
  }
  const [only, ...more] = [...wanted];
  if (!only || more.length > 0 || !event.hostIds.includes(only))
    throw new ValidationError({ hostIds: coded("HOST_NOT_BOOKABLE", { host: [...wanted].join(", ") }) });
  return hostsOf(ctx, [only]);
}

/** The meeting's organizer: the event's calendarHost when it takes part, else its first host. */
export function eventOrganizer(event: EventBooking, hosts: Host[]): Host {
  return hosts.find((h) => h.user.id === event.calendarHostId) ?? (hosts[0] as Host);
}

/** The engine's query for this event: its increment, its boundaries. */
export function eventSlotQuery(
  ctx: Pick<ServiceContext, "clock">,
  event: EventBooking,
  window: { start: number; end: number },
): SlotQuery {
  return {
    now: ctx.clock.now().getTime(),
    window,
    durationMinutes: event.durationMinutes,
    incrementMinutes: event.incrementMinutes,
    eventBoundaries: { start: event.start, end: event.end },
  };
}

/** The hosts as the engine sees them for this event: the event's preset hours when it has them. */
export function withEventHours(event: EventBooking, hosts: HostAvailability[]): HostAvailability[] {
  const preset = event.hours;
  if (preset === "HOSTS") return hosts;
  const weeklyHours = presetWeeklyHours(preset);
  return hosts.map((h) => ({ ...h, timeZone: event.timezone, weeklyHours, overrides: [] }));
}

/** What assertSlotFree needs of the event: its grid, its boundaries, its hours. */
export function eventSlotRules(event: EventBooking) {
  return {
    incrementMinutes: event.incrementMinutes,
    eventBoundaries: { start: event.start, end: event.end },
    reshape: (hosts: HostAvailability[]) => withEventHours(event, hosts),
  };
}

/** Whether a slot start falls on one of the event's one-to-one dates (any day when none). */
export function onEventDate(event: EventBooking, start: number): boolean {
  return event.dates.length === 0 || event.dates.includes(utcToZoned(start, event.timezone).date);
}

/** The hosts' external calendars, unless the event ignores them. */
export function eventExternalBusy(
  ctx: SlotContext,
  event: EventBooking,
  hosts: Host[],
  start: number,
  end: number,
): Promise<ExternalBusy> {
  if (event.ignoreHostsLinkedCalendar) return Promise.resolve(new Map());
  return externalBusy(ctx, hosts, start, end);
}

/** Refuses a start the event never offers (wrong duration, outside its boundaries or dates). */
export function assertEventTime(event: EventBooking, start: number, durationInMinutes: number) {
  if (durationInMinutes !== event.durationMinutes)
    throw new ValidationError({
      durationInMinutes: coded("DURATION_NOT_OFFERED", { host: event.title, minutes: durationInMinutes }),
    });
  const end = start + durationInMinutes * 60_000;
  if (start < event.start || end > event.end || !onEventDate(event, start))
    throw new ValidationError({ start: coded("OUTSIDE_FREE_TIME") });
}

type Range = { start: number; end: number };
const toSeconds = (slot: Range): Range => ({
  start: Math.floor(slot.start / 1000),
  end: Math.floor(slot.end / 1000),
});

/**
 * The event's free slots whose start falls in an interval (ms), per host: each host's own
 * (PER_HOST), or the times every host is free, listed under each host (OVERLAPPING; so the
 * web app's intersection of the hosts' starts reads both the same way). Seconds out.
 */
export async function eventFreeSlots(ctx: SlotContext, event: EventBooking, interval: Range) {
  const window = { start: Math.max(interval.start, event.start), end: Math.min(interval.end, event.end) };
  const hosts = await hostsOf(ctx, event.hostIds);
  const empty = hosts.map((h) => ({ customerId: h.user.id, slots: [] as Range[], supportedLocations: [] }));
  if (window.end <= window.start) return empty;
  const external = await eventExternalBusy(ctx, event, hosts, window.start, window.end);
  const all = withEventHours(
    event,
    await availabilities(ctx.db, ctx, hosts, window.start, window.end, { external }),
  );
  const query = eventSlotQuery(ctx, event, window);
  const keep = (slots: Range[]) => slots.filter((s) => onEventDate(event, s.start)).map(toSeconds);
  if (event.mode === "OVERLAPPING") {
    const slots = keep(overlappingFreeSlots(all, query));
    return hosts.map((h) => ({ customerId: h.user.id, slots, supportedLocations: [] as string[] }));
  }
  const perHost = freeSlotsPerHost(all, query);
  return hosts.map((h) => ({
    customerId: h.user.id,
    slots: keep(perHost.find((p) => p.hostId === h.user.id)?.slots ?? []),
    supportedLocations: [] as string[],
  }));
}

/** A summary naming the event, the organizer and the booker ("Office hours: Ada Coach and Sam Founder"). */
export function eventSummary(event: EventBooking, organizer: Host, partner: string) {
  return `${event.title}: ${userCard(organizer).fullName} and ${partner}`;
}
