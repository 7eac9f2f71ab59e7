import type { ServiceContext } from "./service-context.ts";

/**
 * Calendar sources (issue 15): a module that puts items in people's calendars besides their
 * meetings (the events module: the group events a user is registered for) declares one in its
 * `module.ts` (`calendarSources: [...]`, server-module.ts). The calendar (`calendarEvents`,
 * `eventsForCustomer`, `calendarLink`, `icsFile`) and each user's personal feed merge its items
 * with the meetings. Items are shaped as the GraphQL `CalendarEvent` (spec-1 §3): times in
 * seconds, people as user cards. No module imports another for this: the app hands the list to
 * the services (`Services.calendarSources`).
 */

/** A person on a calendar item (the `UserCard` GraphQL type). */
export type CalendarPerson = {
  id: string;
  firstName: string;
  lastName: string;
  fullName: string;
  email: string;
  timezone: string;
  roleLabel: string;
  roleType: string;
  avatar: string | null;
  headline: string | null;
};

/** One item of a calendar, as a source gives it (the fields of `CalendarEvent`). */
export type CalendarItem = {
  /** Unique among the source's items and stable (the calendar's React key, `itemById`). */
  id: string;
  /** The iCalendar UID: stable across changes, unique across sources (e.g. `<id>@event.launchpad`). */
  uid: string;
  /** Seconds since the epoch; `end` > `start`. */
  start: number;
  end: number;
  durationInMinutes: number;
  summary: string;
  description: string | null;
  location: string | null;
  /** "confirmed" | "cancelled" (a cancelled item is left out of the calendar and the feed). */
  status: string;
  /** Raised on every change of time, title or place (ICS SEQUENCE). */
  sequence: number;
  organizer: CalendarPerson;
  hosts: CalendarPerson[];
  attendees: CalendarPerson[];
  /** "Application" | "Startup" | "User" (spec-1 §3) with its id and name, or null. */
  referenceType: string | null;
  referenceId: string | null;
  referenceName: string | null;
  /** "IncubatorEvent" with the event's id, or null. */
  contextType: string | null;
  contextId: string | null;
  /** The viewer's attendee row of a group event (cancelIncubatorEventAttendee takes it). */
  eventAttendeeId: string | null;
  eventIsInternal: boolean;
  /** The item's page in the web app, a path (`/events/<id>`), or null. */
  link: string | null;
  /** Its iCalendar file (a VCALENDAR with one VEVENT). */
  ics: string;
  viewerIsHost: boolean;
  canReschedule: boolean;
  canCancel: boolean;
  createdAt: number;
  updatedAt: number;
};

export type CalendarSource = {
  /** The `contextType` of its items ("IncubatorEvent"); calendarLink's `eventType` names it. */
  contextType: string;
  /**
   * The items of these users overlapping [start, end) (seconds), each at most once. The
   * caller has already checked that the viewer may read these users' calendars; a job or the
   * personal feed calls it with the feed's owner as the viewer.
   */
  itemsFor(ctx: ServiceContext, userIds: string[], start: number, end: number): Promise<CalendarItem[]>;
  /** One item by its `id` if the viewer may see it, else null (calendarLink, the ICS file). */
  itemById(ctx: ServiceContext, id: string): Promise<CalendarItem | null>;
};
