import { ConflictError } from "../../graphql/errors.ts";
import type { ServiceContext } from "../../service-context.ts";
import { countBookings, findByMeeting, insertAttendee, setAttendee } from "./attendees.repository.ts";
import { viewerAudience } from "./event-access.ts";
import { findEvent, findHosts, isReadable } from "./events.repository.ts";
import type { IncubatorEventRow } from "./events.tables.ts";

/**
 * What the booking module (ONE-ON-ONE) reads and records of one-to-one events, through the
 * door (decision 031: booking → events, one way). The booking runs these inside its own
 * transaction (`ctx.db`), so a booking and its attendee row stand or fall together.
 */
export type EventForBooking = IncubatorEventRow & { hostIds: string[] };

/** An event the viewer may see, with its hosts in order; null for one they may not (or none). */
export async function eventForBooking(ctx: ServiceContext, eventId: string): Promise<EventForBooking | null> {
  const row = await findEvent(ctx.db, ctx.tenant, eventId);
  if (!row || !(await isReadable(ctx.db, ctx.tenant, row.id, await viewerAudience(ctx)))) return null;
  const hosts = await findHosts(ctx.db, ctx.tenant, [row.id]);
  return { ...row, hostIds: hosts.map((h) => h.userId) };
}

/**
 * Records a booked session (BOOKED, with its meeting) on a one-to-one event: its noOfBookings.
 * A user may book at most `numberOfSessions` live sessions of one event (ConflictError past it).
 */
export async function recordEventBooking(
  ctx: ServiceContext,
  eventId: string,
  userId: string,
  meetingId: string,
) {
  const row = await findEvent(ctx.db, ctx.tenant, eventId);
  if (row?.eventType !== "ONE_ON_ONE") throw new ConflictError("This event is not a one-to-one event");
  if (
    row.numberOfSessions != null &&
    (await countBookings(ctx.db, ctx.tenant, eventId, userId)) >= row.numberOfSessions
  )
    throw new ConflictError(`You have booked the ${row.numberOfSessions} sessions this event offers`, {
      reason: "SESSIONS_USED",
    });
  return insertAttendee(ctx.db, ctx.tenant, {
    eventId,
    userId,
    meetingId,
    status: "BOOKED",
    registrationTime: ctx.clock.now(),
  });
}

/** The booking of a cancelled meeting no longer counts (nothing if the meeting was not an event's). */
export async function cancelEventBooking(ctx: ServiceContext, meetingId: string): Promise<boolean> {
  const row = await findByMeeting(ctx.db, ctx.tenant, meetingId);
  if (!row || row.status === "CANCELLED") return false;
  await setAttendee(ctx.db, ctx.tenant, row.id, { status: "CANCELLED", cancelledAt: ctx.clock.now() });
  return true;
}
