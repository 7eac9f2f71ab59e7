import { inTransaction } from "../../db/client.ts";
import { AuthenticationRequiredError, ConflictError, NotFoundError } from "../../graphql/errors.ts";
import { notify } from "../notifications/index.ts";
import { creditConnections } from "../startups/index.ts";
import { peopleByIds } from "../users/index.ts";
import { APPLICATION_CONTEXT, releaseApplicationBooking } from "./application-context.ts";
import { cancelMeetingRow, findAttendees, findMeeting, findMeetingById } from "./booking.repository.ts";
import type { BookingContext } from "./booking-context.ts";
import { userCard } from "./booking-hosts.ts";
import { EVENT_CONTEXT, releaseBooking } from "./event-context.ts";
import { eventViews, managesMeeting } from "./event-view.ts";
import { mailMeeting, meetingPlace } from "./meeting-mail.ts";

/**
 * Cancelling a meeting (spec-1 §4 "Cancel meeting"): its attendees may (its hosts too), and
 * so may holders of COACHING_SESSION:DELETE (ASSIGNED: meetings of their startups). The
 * hosts' time is free again, the minutes go back to the startup's connections, SEQUENCE
 * rises, every attendee is e-mailed the ICS with METHOD:CANCEL, and the hosts get a
 * meetingDeleted notification. Someone else's meeting reads as not found.
 */
export async function cancelCalendarEvent(
  ctx: BookingContext,
  id: string,
  /** The caller has authorised the viewer (cancelApplicationReviewMeeting: staff of the funnel). */
  opts: { authorised?: boolean } = {},
) {
  const viewer = ctx.viewer;
  if (!viewer) throw new AuthenticationRequiredError();
  // The viewer's rights are read before the transaction (PGlite has a single connection).
  const before = await findMeetingById(ctx.db, ctx.tenant, id);
  const manages = opts.authorised === true || (before ? await managesMeeting(ctx, before) : false);
  const result = await inTransaction(ctx.db, async (tx) => {
    const meeting = await findMeeting(tx, ctx.tenant, id);
    if (!meeting) throw new NotFoundError("Meeting");
    const attendees = await findAttendees(tx, ctx.tenant, meeting.id);
    const mayCancel = attendees.some((a) => a.userId === viewer.id) || manages;
    if (!mayCancel) throw new NotFoundError("Meeting");
    if (meeting.status === "cancelled") throw new ConflictError("This meeting is already cancelled");
    const now = ctx.clock.now();
    if (meeting.endsAt.getTime() <= now.getTime()) throw new ConflictError("This meeting is over");
    const hostIds = attendees.filter((a) => a.isHost).map((a) => a.userId);
    const row = await cancelMeetingRow(tx, ctx.tenant, meeting, now);
    // A one-to-one event's booking is released with it (its noOfBookings falls).
    if (meeting.contextType === EVENT_CONTEXT) await releaseBooking({ ...ctx, db: tx }, meeting.id);
    // An application's review meeting: its invitation is open to booking again.
    if (meeting.contextType === APPLICATION_CONTEXT)
      await releaseApplicationBooking({ ...ctx, db: tx }, meeting.id);
    if (meeting.startupId && meeting.debitedMinutes > 0) {
      await creditConnections(
        { db: tx, tenant: ctx.tenant },
        meeting.startupId,
        hostIds,
        meeting.debitedMinutes,
      );
    }
    return { meeting: row ?? meeting, attendees, hostIds };
  });
  const people = await peopleByIds(ctx, [viewer.id, ...result.attendees.map((a) => a.userId)]);
  const actor = people.find((p) => p.user.id === viewer.id);
  await notify(ctx, {
    type: "meetingDeleted",
    userIds: result.hostIds.filter((userId) => userId !== viewer.id),
    payload: {
      meetingId: result.meeting.id,
      actorName: actor ? userCard(actor).fullName : "",
      startsAt: result.meeting.startsAt.toISOString(),
    },
  });
  const [view] = await eventViews(ctx, [result.meeting]);
  if (!view) throw new NotFoundError("Meeting");
  await mailMeeting(
    ctx,
    "meetingCancelled",
    { startsAt: result.meeting.startsAt, location: meetingPlace(result.meeting), ics: view.ics },
    {
      recipients: people.filter((p) => result.attendees.some((a) => a.userId === p.user.id)),
      actorName: actor ? userCard(actor).fullName : "",
      hostNames: people.filter((p) => result.hostIds.includes(p.user.id)).map((p) => userCard(p).fullName),
    },
  );
  return { id: view.id, ics: view.ics, event: view };
}
