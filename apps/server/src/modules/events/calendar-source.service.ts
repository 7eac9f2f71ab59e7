import { displayRoleLabel } from "@launchpad/domain";
import { MEETING_LINK_PROVIDER_NAMES, type MeetingLinkProvider } from "@launchpad/domain/meeting-links";
import ICAL from "ical.js";
import type { CalendarItem, CalendarPerson, CalendarSource } from "../../server-module.ts";
import type { ServiceContext } from "../../service-context.ts";
import { type Person, peopleByIds } from "../users/index.ts";
import { registrationsInWindow } from "./attendees.repository.ts";
import { viewerAudience } from "./event-access.ts";
import { findEvent, findHosts, isReadable } from "./events.repository.ts";
import type { EventAttendeeRow, IncubatorEventRow } from "./events.tables.ts";

/**
 * The group events people are registered for, in their calendars (issue 15; CALENDAR's
 * `calendarSources`): the calendar panel, `calendarEvents`, calendar links, the ICS file and
 * the personal feed show them beside meetings. One item per event (id = the event's id), with
 * the registered people asked about as attendees and the event's hosts as hosts.
 */
export type RegisteredEvent = { event: IncubatorEventRow; attendee: EventAttendeeRow };

/** Published group events these users are registered for (REGISTERED), overlapping [start, end). */
export async function registeredEventsFor(
  ctx: ServiceContext,
  userIds: string[],
  start: Date,
  end: Date,
): Promise<RegisteredEvent[]> {
  return registrationsInWindow(ctx.db, ctx.tenant, userIds, start, end);
}

function card(p: Person): CalendarPerson {
  return {
    id: p.user.id,
    firstName: p.user.firstName,
    lastName: p.user.lastName,
    fullName: `${p.user.firstName} ${p.user.lastName}`.trim(),
    email: p.user.email,
    timezone: p.user.timezone,
    roleLabel: displayRoleLabel(p.role, false),
    roleType: p.role.type,
    avatar: p.user.avatar,
    headline: p.user.headline,
  };
}

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** The event's iCalendar file (one VEVENT, UTC times, RFC 7986 CONFERENCE for a link). */
export function eventIcs(
  event: IncubatorEventRow,
  organizer: CalendarPerson | null,
  attendees: CalendarPerson[],
) {
  const cal = new ICAL.Component(["vcalendar", [], []]);
  cal.addPropertyWithValue("prodid", "-//Launchpad//Events//EN");
  cal.addPropertyWithValue("version", "2.0");
  cal.addPropertyWithValue("calscale", "GREGORIAN");
  const ev = new ICAL.Component("vevent");
  ev.addPropertyWithValue("uid", `${event.id}@event.launchpad`);
  ev.addPropertyWithValue("sequence", Math.floor(event.updatedAt.getTime() / 1000) % 2_147_483_647);
  ev.addPropertyWithValue("dtstamp", ICAL.Time.fromJSDate(event.updatedAt, true));
  ev.addPropertyWithValue("dtstart", ICAL.Time.fromJSDate(event.startTime, true));
  ev.addPropertyWithValue("dtend", ICAL.Time.fromJSDate(event.endTime, true));
  ev.addPropertyWithValue("summary", event.title);
  if (event.description) ev.addPropertyWithValue("description", event.description);
  const place = event.locationText ?? event.locationLink;
  if (place) ev.addPropertyWithValue("location", place);
  if (event.locationLink) {
    const conf = ev.addPropertyWithValue("conference", event.locationLink);
    conf.setParameter("value", "URI");
    conf.setParameter("feature", "VIDEO");
    if (event.locationProvider)
      conf.setParameter("label", MEETING_LINK_PROVIDER_NAMES[event.locationProvider as MeetingLinkProvider]);
  }
  if (organizer) {
    const o = ev.addPropertyWithValue("organizer", `mailto:${organizer.email}`);
    o.setParameter("cn", organizer.fullName);
  }
  for (const a of attendees) {
    const p = ev.addPropertyWithValue("attendee", `mailto:${a.email}`);
    p.setParameter("cn", a.fullName);
  }
  cal.addSubcomponent(ev);
  return cal.toString();
}

async function items(ctx: ServiceContext, regs: RegisteredEvent[]): Promise<CalendarItem[]> {
  const events = new Map<string, { event: IncubatorEventRow; attendees: EventAttendeeRow[] }>();
  for (const r of regs) {
    const e = events.get(r.event.id) ?? { event: r.event, attendees: [] };
    e.attendees.push(r.attendee);
    events.set(r.event.id, e);
  }
  const hosts = await findHosts(ctx.db, ctx.tenant, [...events.keys()]);
  const ids = new Set([...hosts.map((h) => h.userId), ...regs.map((r) => r.attendee.userId)]);
  for (const { event } of events.values()) if (event.createdById) ids.add(event.createdById);
  const people = new Map((await peopleByIds(ctx, [...ids])).map((p) => [p.user.id, card(p)]));
  const out: CalendarItem[] = [];
  for (const { event, attendees } of events.values()) {
    const hostCards = hosts.filter((h) => h.eventId === event.id).flatMap((h) => people.get(h.userId) ?? []);
    const organizer = hostCards[0] ?? (event.createdById ? people.get(event.createdById) : undefined);
    if (!organizer) continue;
    const attendeeCards = attendees.flatMap((a) => people.get(a.userId) ?? []);
    const mine = attendees.find((a) => a.userId === ctx.viewer?.id) ?? null;
    out.push({
      id: event.id,
      uid: `${event.id}@event.launchpad`,
      start: seconds(event.startTime),
      end: seconds(event.endTime),
      durationInMinutes: Math.round((event.endTime.getTime() - event.startTime.getTime()) / 60_000),
      summary: event.title,
      description: event.description || null,
      location: event.locationText ?? event.locationLink,
      status: "confirmed",
      sequence: Math.floor(event.updatedAt.getTime() / 1000) % 2_147_483_647,
      organizer,
      hosts: hostCards,
      attendees: attendeeCards,
      referenceType: null,
      referenceId: null,
      referenceName: null,
      contextType: "IncubatorEvent",
      contextId: event.id,
      eventAttendeeId: mine?.id ?? null,
      eventIsInternal: true,
      link: `/events/${event.id}`,
      ics: eventIcs(event, organizer, attendeeCards),
      viewerIsHost: hostCards.some((h) => h.id === ctx.viewer?.id),
      canReschedule: false,
      canCancel: mine != null,
      createdAt: seconds(event.createdAt),
      updatedAt: seconds(event.updatedAt),
    });
  }
  return out;
}

export const eventsCalendarSource: CalendarSource = {
  contextType: "IncubatorEvent",
  async itemsFor(ctx, userIds, start, end) {
    return items(ctx, await registeredEventsFor(ctx, userIds, new Date(start * 1000), new Date(end * 1000)));
  },
  async itemById(ctx, id) {
    const event = await findEvent(ctx.db, ctx.tenant, id);
    if (!event || !ctx.viewer) return null;
    if (!(await isReadable(ctx.db, ctx.tenant, event.id, await viewerAudience(ctx)))) return null;
    const regs = await registeredEventsFor(ctx, [ctx.viewer.id], event.startTime, event.endTime);
    const [item] = await items(
      ctx,
      regs.filter((r) => r.event.id === event.id),
    );
    return item ?? null;
  },
};
