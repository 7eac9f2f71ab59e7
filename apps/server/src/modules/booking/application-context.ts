import { AuthenticationRequiredError, ConflictError, NotFoundError } from "../../graphql/errors.ts";
import type { ServiceContext } from "../../service-context.ts";
import {
  type ApplicationMeetingContext,
  applicationMeetingContext,
  cancelApplicationMeeting,
  recordApplicationMeeting,
} from "../applications/index.ts";
import type { SlotContext } from "./booking-context.ts";

/**
 * The application context of a meeting (spec-1 §3 referenceType "Application"; decision 051):
 * a meeting round's review meeting, booked by the applicant in a slot of one of the round's
 * hosts. Read through the applications module's door; the direction is booking →
 * applications, one way (as events, decision 031): applications never imports booking and
 * learns of a booking through `recordApplicationMeeting` (in the booking's transaction) and of
 * its cancellation through `cancelApplicationMeeting`.
 */
export const APPLICATION_CONTEXT = "Application";

/** How far ahead an applicant may book (the slot window from now). */
export const APPLICATION_BOOKING_DAYS = 42;

/** A bookable review meeting (times in ms): the round's meeting settings and the open invitation. */
export type ApplicationBooking = {
  applicationId: string;
  invitationId: string;
  roundName: Record<string, string>;
  /** The window slots lie in: from now to APPLICATION_BOOKING_DAYS ahead. */
  start: number;
  end: number;
  durationMinutes: number;
  incrementMinutes: number | null;
  hostIds: string[];
  location: string | null;
  locationLink: string | null;
  mode: "online" | "in_person";
  context: ApplicationMeetingContext;
};

const HTTPS = /^https:\/\/\S+$/i;

/**
 * The application's review meeting as its applicant books it: the viewer must be the
 * applicant (anyone else: not found, as an id one may not book), the application must be
 * in a meeting round with a duration and hosts, invited (an open invitation, status sent)
 * and waiting for its meeting (ready_for_meeting); otherwise ConflictError with a reason.
 */
export async function bookableApplication(
  ctx: ServiceContext,
  applicationId: string,
): Promise<ApplicationBooking> {
  if (!ctx.viewer) throw new AuthenticationRequiredError();
  const context = await applicationMeetingContext(ctx, applicationId);
  if (!context.viewerIsApplicant) throw new NotFoundError("Application");
  const invitation = context.invitation;
  if (!invitation || !context.awaitingMeeting) {
    throw new ConflictError("This application has no meeting invitation to book", { reason: "NOT_INVITED" });
  }
  if (invitation.status !== "sent") {
    throw new ConflictError("This invitation's meeting is already booked", { reason: "ALREADY_BOOKED" });
  }
  const now = ctx.clock.now().getTime();
  const place = context.meeting.location?.trim() || null;
  const link = place && HTTPS.test(place) ? place : null;
  return {
    applicationId: context.applicationId,
    invitationId: invitation.id,
    roundName: context.roundName,
    start: now,
    end: now + APPLICATION_BOOKING_DAYS * 86_400_000,
    durationMinutes: context.meeting.durationMinutes,
    incrementMinutes: context.meeting.incrementMinutes,
    hostIds: [...context.meeting.hostIds],
    location: link ? null : place,
    locationLink: link,
    mode: context.meeting.mode,
    context,
  };
}

/** Records the booked meeting on the invitation, in the booking's transaction. */
export function recordApplicationBooking(
  ctx: SlotContext,
  booking: ApplicationBooking,
  meeting: { id: string; startsAt: Date; endsAt: Date; organizerId: string },
) {
  return recordApplicationMeeting(ctx, booking.invitationId, {
    meetingId: meeting.id,
    start: meeting.startsAt,
    end: meeting.endsAt,
    organizerId: meeting.organizerId,
  });
}

/** Releases the invitation of a cancelled application meeting, in the cancellation's transaction. */
export function releaseApplicationBooking(ctx: ServiceContext, meetingId: string) {
  return cancelApplicationMeeting(ctx, meetingId);
}
