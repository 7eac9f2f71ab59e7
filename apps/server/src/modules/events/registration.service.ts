import { ConflictError, ForbiddenError, NotFoundError } from "../../graphql/errors.ts";
import {
  countsFor,
  countsOf,
  findAttendee,
  findLiveAttendee,
  insertAttendee,
  setAttendee,
} from "./attendees.repository.ts";
import { canEditEvent, viewerId } from "./event-access.ts";
import { registrationClosesAt } from "./event-rules.ts";
import { lockEvent } from "./events.repository.ts";
import { readableEvent } from "./events.service.ts";
import type { EventAttendeeRow } from "./events.tables.ts";
import { type EventsContext, eventTx } from "./events-context.ts";
import { offerFreedSeats } from "./waitlist.ts";

/**
 * Registering for a group event (docs/events.md). The event's row is locked (SELECT … FOR
 * UPDATE) for the count and the insert, so registrations of one event run one after another
 * and the seats taken (REGISTERED + OFFERED) never pass the capacity, however many arrive at
 * once; past it the user joins the waitlist. Registration closes at the notice period before
 * the start (or at the start).
 */
export class EventRegistrationError extends ConflictError {
  constructor(
    reason: "NOT_OPEN" | "CLOSED" | "NOT_GROUP" | "OFFER_EXPIRED" | "NO_OFFER" | "BOOKING",
    message: string,
  ) {
    super(message, { reason });
  }
}

export async function register(ctx: EventsContext, eventId: string): Promise<EventAttendeeRow> {
  const me = viewerId(ctx);
  const event = await readableEvent(ctx, eventId);
  if (event.eventType !== "GROUP")
    throw new EventRegistrationError("NOT_GROUP", "A one-to-one event is booked, not registered for");
  return eventTx(ctx, async (tx) => {
    const locked = await lockEvent(tx.db, tx.tenant, event.id);
    if (locked?.status !== "PUBLISHED")
      throw new EventRegistrationError("NOT_OPEN", "This event is not open for registration");
    const now = ctx.clock.now();
    if (now.getTime() >= registrationClosesAt(locked).getTime())
      throw new EventRegistrationError("CLOSED", "Registration for this event has closed");
    const existing = await findLiveAttendee(tx.db, tx.tenant, locked.id, me);
    if (existing) return existing;
    const counts = countsFor(await countsOf(tx.db, tx.tenant, [locked.id]), locked.id);
    const full =
      locked.capacity != null &&
      (counts.registered + counts.offered >= locked.capacity || counts.waitlisted > 0);
    return insertAttendee(tx.db, tx.tenant, {
      eventId: locked.id,
      userId: me,
      status: full ? "WAITLISTED" : "REGISTERED",
      registrationTime: now,
      waitlistedAt: full ? now : null,
    });
  });
}

/** Takes the seat offered to the viewer (before the offer expires). */
export async function acceptOffer(ctx: EventsContext, eventId: string): Promise<EventAttendeeRow> {
  const me = viewerId(ctx);
  const event = await readableEvent(ctx, eventId);
  return eventTx(ctx, async (tx) => {
    await lockEvent(tx.db, tx.tenant, event.id);
    const row = await findLiveAttendee(tx.db, tx.tenant, event.id, me);
    if (row?.status !== "OFFERED")
      throw new EventRegistrationError("NO_OFFER", "You have no seat offered for this event");
    if (!row.offerExpiresAt || row.offerExpiresAt.getTime() <= ctx.clock.now().getTime())
      throw new EventRegistrationError("OFFER_EXPIRED", "This offer has expired");
    return (await setAttendee(tx.db, tx.tenant, row.id, {
      status: "REGISTERED",
      offerExpiresAt: null,
      registrationTime: ctx.clock.now(),
    })) as EventAttendeeRow;
  });
}

/**
 * cancelIncubatorEventAttendee (spec-1 §7): the attendee themselves or an editor of the event
 * cancels a registration, a place on the waitlist or an offer; a freed seat goes to the
 * waitlist. A one-to-one booking is cancelled with its meeting (cancelCalendarEvent).
 */
export async function cancelAttendee(
  ctx: EventsContext,
  eventId: string,
  attendeeId: string,
): Promise<EventAttendeeRow> {
  const me = viewerId(ctx);
  const event = await readableEvent(ctx, eventId);
  const row = await findAttendee(ctx.db, ctx.tenant, attendeeId);
  if (!row || row.eventId !== event.id) throw new NotFoundError("Registration");
  if (row.userId !== me && !(await canEditEvent(ctx, event)))
    throw new ForbiddenError("You may not cancel this registration");
  if (row.status === "BOOKED")
    throw new EventRegistrationError("BOOKING", "Cancel this booking from its meeting in your calendar");
  if (row.status === "CANCELLED") return row;
  return eventTx(ctx, async (tx) => {
    await lockEvent(tx.db, tx.tenant, event.id);
    const cancelled = await setAttendee(tx.db, tx.tenant, row.id, {
      status: "CANCELLED",
      cancelledAt: ctx.clock.now(),
      offerExpiresAt: null,
    });
    if (row.status === "REGISTERED" || row.status === "OFFERED") await offerFreedSeats(tx, event.id);
    return cancelled as EventAttendeeRow;
  });
}
