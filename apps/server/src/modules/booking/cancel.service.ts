import { inTransaction } from "../../db/client.ts";
import type { GraphQLContext } from "../../graphql/context.ts";
import { AuthenticationRequiredError, ConflictError, NotFoundError } from "../../graphql/errors.ts";
import { inScope, startupScope } from "../permissions/access.ts";
import {
  cancelMeetingRow,
  findAttendees,
  findMeeting,
  findUsersWithRole,
  insertNotifications,
} from "./booking.repository.ts";
import { userCard } from "./booking-hosts.ts";
import { meetingIcs } from "./ics.ts";

/**
 * Cancelling a meeting (spec-1 §4 "Cancel meeting"): its attendees may, and so may holders
 * of COACHING_SESSION:DELETE (ASSIGNED: meetings of their startups). The hosts' time is
 * free again, the minutes go back to the startup's connections, SEQUENCE rises and the
 * ICS says METHOD:CANCEL; the hosts get a meetingDeleted notification. Someone else's
 * meeting reads as not found.
 */
export async function cancelCalendarEvent(ctx: GraphQLContext, id: string) {
  const viewer = ctx.viewer;
  if (!viewer) throw new AuthenticationRequiredError();
  const scope = await startupScope(ctx, "COACHING_SESSION:DELETE");
  const result = await inTransaction(ctx.db, async (tx) => {
    const meeting = await findMeeting(tx, ctx.tenant, id);
    if (!meeting) throw new NotFoundError("Meeting");
    const attendees = await findAttendees(tx, ctx.tenant, meeting.id);
    const mayCancel =
      attendees.some((a) => a.userId === viewer.id) ||
      (meeting.startupId != null && inScope(scope, meeting.startupId)) ||
      scope === "ALL";
    if (!mayCancel) throw new NotFoundError("Meeting");
    if (meeting.status === "cancelled") throw new ConflictError("This meeting is already cancelled");
    const hostIds = attendees.filter((a) => a.isHost).map((a) => a.userId);
    const row = await cancelMeetingRow(tx, ctx.tenant, meeting, hostIds);
    return { meeting: row ?? meeting, attendees, hostIds };
  });
  const people = await findUsersWithRole(
    ctx.db,
    ctx.tenant,
    result.attendees.map((a) => a.userId),
  );
  const cards = people.map(userCard);
  const organizer = people.find((p) => p.user.id === result.meeting.organizerId);
  await insertNotifications(
    ctx.db,
    ctx.tenant,
    result.hostIds.map((userId) => ({
      userId,
      type: "meetingDeleted",
      payload: { meetingId: result.meeting.id },
    })),
  );
  const m = result.meeting;
  const ics = meetingIcs({
    uid: m.uid,
    sequence: m.sequence,
    start: m.startsAt,
    end: m.endsAt,
    summary: m.summary,
    description: m.description,
    location: m.location,
    organizer: { name: organizer ? userCard(organizer).fullName : "", email: organizer?.user.email ?? "" },
    attendees: cards.map((c) => ({ name: c.fullName, email: c.email })),
    cancelled: true,
  });
  const organizerCard = organizer ? userCard(organizer) : cards[0];
  if (!organizerCard) throw new NotFoundError("Meeting");
  return {
    id: m.id,
    ics,
    event: {
      id: m.id,
      start: Math.floor(m.startsAt.getTime() / 1000),
      end: Math.floor(m.endsAt.getTime() / 1000),
      summary: m.summary,
      description: m.description,
      location: m.location,
      status: m.status,
      sequence: m.sequence,
      organizer: organizerCard,
      attendees: cards,
    },
  };
}
