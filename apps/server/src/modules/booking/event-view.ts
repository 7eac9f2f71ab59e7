import type { ServiceContext } from "../../service-context.ts";
import { inScope, startupScope } from "../permissions/index.ts";
import { startupNames } from "../startups/index.ts";
import { peopleByIds } from "../users/index.ts";
import { findAttendeesOf, type MeetingRow } from "./booking.repository.ts";
import { userCard } from "./booking-hosts.ts";
import { conferenceOf } from "./conference.ts";
import { meetingIcs } from "./ics.ts";

/**
 * A meeting as the calendar and the booking calls answer it (spec-1 §3 Calendar event):
 * times in seconds, its people, the startup it belongs to, its current ICS (written when
 * first read, so a list that does not ask for it costs nothing), and what the
 * viewer may do with it. Who may: any attendee cancels (hosts too: a coach who falls ill);
 * the hosts and the organizer cannot reschedule (spec-1 §5), the other attendees can;
 * holders of COACHING_SESSION:DELETE in scope of the meeting's startup can do both. Nothing
 * is done to a cancelled meeting or one that is over.
 */
export type CalendarEventView = {
  id: string;
  start: number;
  end: number;
  durationInMinutes: number;
  summary: string;
  description: string | null;
  location: string | null;
  /** A conferencing link of its own (a one-to-one event's meeting link). */
  locationLink?: string | null;
  status: string;
  sequence: number;
  organizer: Card;
  hosts: Card[];
  attendees: Card[];
  referenceType: string | null;
  referenceId: string | null;
  referenceName: string | null;
  /** "IncubatorEvent" with the event's id for a one-to-one event's booking (spec-1 §3), else null. */
  contextType: string | null;
  contextId: string | null;
  /** The page the meeting belongs to in the web app ('Go to Event': /events/<id>), or null. */
  link: string | null;
  ics: string;
  viewerIsHost: boolean;
  canReschedule: boolean;
  canCancel: boolean;
  createdAt: number;
  updatedAt: number;
};

type Card = ReturnType<typeof userCard>;

function conferenceFor(m: MeetingRow) {
  const conference = conferenceOf(m.location, m.locationLink);
  return conference ? { url: conference.url, label: conference.name } : null;
}

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

const NO_ONE: Card = {
  id: "",
  firstName: "",
  lastName: "",
  fullName: "",
  email: "",
  timezone: "UTC",
  roleLabel: "",
  roleType: "",
  avatar: null,
  headline: null,
};

/** Whether the viewer may see a meeting: an attendee, or COACHING_SESSION:DELETE / STARTUP_FILE:VIEW in scope. */
export async function mayViewMeeting(ctx: ServiceContext, meeting: MeetingRow, attendeeIds: string[]) {
  if (ctx.viewer && attendeeIds.includes(ctx.viewer.id)) return true;
  if (!meeting.startupId) return false;
  const [manage, file] = await Promise.all([
    startupScope(ctx, "COACHING_SESSION:DELETE"),
    startupScope(ctx, "STARTUP_FILE:VIEW"),
  ]);
  return inScope(manage, meeting.startupId) || inScope(file, meeting.startupId);
}

/** Whether the viewer manages a meeting's bookings (COACHING_SESSION:DELETE in scope). */
export async function managesMeeting(ctx: ServiceContext, meeting: MeetingRow) {
  const scope = await startupScope(ctx, "COACHING_SESSION:DELETE");
  return scope === "ALL" || (meeting.startupId != null && inScope(scope, meeting.startupId));
}

export async function eventViews(ctx: ServiceContext, meetings: MeetingRow[]): Promise<CalendarEventView[]> {
  if (meetings.length === 0) return [];
  const ids = meetings.map((m) => m.id);
  const [attendees, startups, manage] = await Promise.all([
    findAttendeesOf(ctx.db, ctx.tenant, ids),
    startupNames(ctx, [...new Set(meetings.flatMap((m) => (m.startupId ? [m.startupId] : [])))]),
    ctx.viewer ? startupScope(ctx, "COACHING_SESSION:DELETE") : Promise.resolve([] as string[]),
  ]);
  const people = await peopleByIds(ctx, [
    ...new Set([...attendees.map((a) => a.userId), ...meetings.map((m) => m.organizerId)]),
  ]);
  // One card per person, shared by their meetings (a calendar of 200 meetings has a few dozen people).
  const cards = new Map(people.map((p) => [p.user.id, userCard(p)]));
  const cardOf = (id: string) => cards.get(id) ?? null;
  const stamp = ctx.clock.now();
  const now = stamp.getTime();
  const attendeesOf = new Map<string, typeof attendees>();
  for (const a of attendees) {
    const list = attendeesOf.get(a.meetingId);
    if (list) list.push(a);
    else attendeesOf.set(a.meetingId, [a]);
  }
  return meetings.map((m) => {
    const mine = attendeesOf.get(m.id) ?? [];
    const attending = mine.flatMap((a) => cardOf(a.userId) ?? []);
    const organizer = cardOf(m.organizerId) ?? attending[0] ?? NO_ONE;
    const viewerId = ctx.viewer?.id;
    const viewerIsHost = mine.some((a) => a.isHost && a.userId === viewerId) || m.organizerId === viewerId;
    const isAttendee = mine.some((a) => a.userId === viewerId);
    const manages = manage === "ALL" || (m.startupId != null && inScope(manage, m.startupId));
    const live = m.status !== "cancelled" && m.endsAt.getTime() > now;
    const startup = startups.find((s) => s.id === m.startupId);
    let ics: string | undefined;
    return {
      id: m.id,
      start: seconds(m.startsAt),
      end: seconds(m.endsAt),
      durationInMinutes: Math.round((m.endsAt.getTime() - m.startsAt.getTime()) / 60_000),
      summary: m.summary,
      description: m.description,
      location: m.location,
      locationLink: m.locationLink,
      status: m.status,
      sequence: m.sequence,
      organizer,
      hosts: mine.filter((a) => a.isHost).flatMap((a) => cardOf(a.userId) ?? []),
      attendees: attending,
      // An application's review meeting refers to its application (spec-1 §3 referenceType Application).
      referenceType: startup ? "Startup" : m.contextType === "Application" ? "Application" : null,
      referenceId: startup?.id ?? (m.contextType === "Application" ? m.contextId : null),
      referenceName: startup?.name ?? null,
      contextType: m.contextType,
      contextId: m.contextId,
      link: !m.contextId
        ? null
        : m.contextType === "IncubatorEvent"
          ? `/events/${m.contextId}`
          : m.contextType === "Application"
            ? `/application/${m.contextId}/meeting`
            : null,
      // Written on first read only: the `ics` field reads it when a query selects it (issue 13).
      get ics() {
        ics ??= meetingIcs({
          uid: m.uid,
          sequence: m.sequence,
          start: m.startsAt,
          end: m.endsAt,
          stamp,
          summary: m.summary,
          description: m.description,
          location: m.location,
          organizer: { name: organizer.fullName, email: organizer.email },
          attendees: attending.map((c) => ({ name: c.fullName, email: c.email })),
          cancelled: m.status === "cancelled",
          conference: conferenceFor(m),
        });
        return ics;
      },
      viewerIsHost,
      // An application's review meeting is cancelled and booked again, not moved (its invitation records it).
      canReschedule: live && !viewerIsHost && (isAttendee || manages) && m.contextType !== "Application",
      // spec-1 §4: an application meeting is cancelled with its invitation id (its meeting page), not from a calendar.
      canCancel: live && (isAttendee || manages) && m.contextType !== "Application",
      createdAt: seconds(m.createdAt),
      updatedAt: seconds(m.updatedAt),
    };
  });
}
