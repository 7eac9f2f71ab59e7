import { MEETING_NOTES_MAX_LENGTH } from "@launchpad/domain";
import { z } from "zod";
import { AuthenticationRequiredError, ConflictError, NotFoundError } from "../../graphql/errors.ts";
import { parseInput } from "../../http/validation.ts";
import { externalBusy } from "../calendar-feed/index.ts";
import { notify } from "../notifications/index.ts";
import { peopleByIds } from "../users/index.ts";
import { HostCannotRescheduleError } from "./booking.errors.ts";
import { findAttendees, findMeeting, findMeetingById, moveMeetingRow } from "./booking.repository.ts";
import { assertSlotFree, inSlotTransaction } from "./booking.service.ts";
import type { BookingContext } from "./booking-context.ts";
import { hostsOf, userCard } from "./booking-hosts.ts";
import { assertEventTime, eventExternalBusy, eventSlotRules } from "./event-booking.ts";
import { bookableEvent, EVENT_CONTEXT } from "./event-context.ts";
import { eventViews, managesMeeting } from "./event-view.ts";
import { mailMeeting, meetingPlace } from "./meeting-mail.ts";

/**
 * Rescheduling (spec-1 §4 "Reschedule", §5): a meeting moves to another free slot of all its
 * hosts, keeping its duration, UID and minutes; its own old time does not block the move.
 * Its hosts and organizer cannot reschedule it (spec-1 §5); its other attendees can, and so
 * can holders of COACHING_SESSION:DELETE in scope. SEQUENCE rises, every attendee gets the
 * new METHOD:REQUEST ICS by e-mail, and the hosts a meetingRescheduled notification.
 */
const rescheduleSchema = z
  .object({
    id: z.string(),
    start: z.number().int(),
    description: z.string().trim().max(MEETING_NOTES_MAX_LENGTH).nullish(),
  })
  .strict();

export async function updateCalendarEvent(ctx: BookingContext, input: unknown) {
  const viewer = ctx.viewer;
  if (!viewer) throw new AuthenticationRequiredError();
  const r = parseInput(rescheduleSchema, input);
  const meeting = await findMeetingById(ctx.db, ctx.tenant, r.id);
  if (!meeting) throw new NotFoundError("Meeting");
  const attendees = await findAttendees(ctx.db, ctx.tenant, meeting.id);
  const isAttendee = attendees.some((a) => a.userId === viewer.id);
  if (!isAttendee && !(await managesMeeting(ctx, meeting))) throw new NotFoundError("Meeting");
  if (meeting.contextType === "Application") {
    // Its invitation records the booked time: an application meeting is cancelled and booked again.
    throw new ConflictError("An application meeting cannot be rescheduled; cancel it and book again", {
      reason: "APPLICATION_MEETING",
    });
  }
  const hostIds = attendees.filter((a) => a.isHost).map((a) => a.userId);
  if (hostIds.includes(viewer.id) || meeting.organizerId === viewer.id) {
    throw new HostCannotRescheduleError();
  }
  const durationMinutes = Math.round((meeting.endsAt.getTime() - meeting.startsAt.getTime()) / 60_000);
  const start = r.start * 1000;
  const end = start + durationMinutes * 60_000;
  const hosts = await hostsOf(ctx, hostIds);
  // A one-to-one event's meeting moves within the event's rules (event-booking.ts).
  const event =
    meeting.contextType === EVENT_CONTEXT && meeting.contextId
      ? await bookableEvent(ctx, meeting.contextId)
      : null;
  if (event) assertEventTime(event, start, durationMinutes);
  const external = event
    ? await eventExternalBusy(ctx, event, hosts, start, end)
    : await externalBusy(ctx, hosts, start, end);
  const moved = await inSlotTransaction(ctx.db, async (tx) => {
    const current = await findMeeting(tx, ctx.tenant, meeting.id); // locks the row
    if (!current) throw new NotFoundError("Meeting");
    if (current.status === "cancelled") throw new ConflictError("This meeting is already cancelled");
    const now = ctx.clock.now();
    if (current.endsAt.getTime() <= now.getTime()) throw new ConflictError("This meeting is over");
    await assertSlotFree(tx, ctx, hosts, start, durationMinutes, {
      external,
      excludeMeetingId: current.id,
      ...(event ? eventSlotRules(event) : {}),
    });
    const description = r.description === undefined ? undefined : r.description || null;
    return (
      (await moveMeetingRow(tx, ctx.tenant, current, new Date(start), new Date(end), description, now)) ??
      current
    );
  });
  const people = await peopleByIds(ctx, [viewer.id, ...attendees.map((a) => a.userId)]);
  const actor = people.find((p) => p.user.id === viewer.id);
  await notify(ctx, {
    type: "meetingChanged",
    userIds: hostIds,
    payload: {
      meetingId: moved.id,
      actorName: actor ? userCard(actor).fullName : "",
      startsAt: moved.startsAt.toISOString(),
    },
  });
  const [view] = await eventViews(ctx, [moved]);
  if (!view) throw new NotFoundError("Meeting");
  await mailMeeting(
    ctx,
    "meetingRescheduled",
    { startsAt: moved.startsAt, location: meetingPlace(moved), ics: view.ics },
    {
      recipients: people.filter((p) => attendees.some((a) => a.userId === p.user.id)),
      actorName: actor ? userCard(actor).fullName : "",
      hostNames: hosts.map((h) => userCard(h).fullName),
    },
  );
  return { id: view.id, ics: view.ics, event: view };
}
