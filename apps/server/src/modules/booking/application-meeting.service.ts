import { z } from "zod";
import { AuthenticationRequiredError, ConflictError, NotFoundError } from "../../graphql/errors.ts";
import { parseInput } from "../../http/validation.ts";
import { applicationAndInvitation, meetingInvitationForViewer } from "../applications/index.ts";
import { bookableApplication } from "./application-context.ts";
import { applicationRules } from "./application-meeting.ts";
import { findMeetingById } from "./booking.repository.ts";
import type { BookingContext, SlotContext } from "./booking-context.ts";
import { hostsOf, userCard } from "./booking-hosts.ts";
import { cancelCalendarEvent } from "./cancel.service.ts";
import { eventFreeSlots } from "./event-booking.ts";

/**
 * Review meetings of meeting rounds, booking's side (spec-1 §5 and §7, spec-2 §7; decision
 * 051): `availabilitiesByApplicationId` answers the round's meeting details and its hosts'
 * free slots (per host) to the applicant invited to book; `cancelApplicationReviewMeeting`
 * cancels the booked meeting of an invitation (its applicant or staff of its funnel), which
 * opens the invitation to booking again. Booking itself is `createCalendarEvent` with
 * contextType "Application" (booking.service.ts).
 */
const SIX_WEEKS_SECONDS = 42 * 24 * 3600;

const intervalSchema = z
  .object({ start: z.number().int(), end: z.number().int() })
  .refine((i) => i.end > i.start, { message: "The end must be after the start", path: ["end"] })
  .refine((i) => i.end - i.start <= SIX_WEEKS_SECONDS + 7 * 24 * 3600, {
    message: "The interval is longer than seven weeks",
    path: ["end"],
  });

export async function applicationAvailabilities(ctx: SlotContext, applicationId: string) {
  if (!ctx.viewer) throw new AuthenticationRequiredError();
  const booking = await bookableApplication(ctx, applicationId);
  const hosts = await hostsOf(ctx, booking.hostIds);
  return {
    booking,
    rules: applicationRules(booking),
    applicationId: booking.applicationId,
    invitationId: booking.invitationId,
    title: applicationRules(booking).title,
    meetingDetails: booking.context.meeting,
    start: Math.floor(booking.start / 1000),
    end: Math.floor(booking.end / 1000),
    availabilityMode: "PER_HOST" as const,
    hosts: hosts.map(userCard),
    location: booking.location,
    locationLink: booking.locationLink,
  };
}

export type ApplicationAvailabilities = Awaited<ReturnType<typeof applicationAvailabilities>>;

/** The hosts' free slots whose start falls in an interval (seconds); the whole window when none is given. */
export function applicationFreeSlots(
  ctx: SlotContext,
  options: ApplicationAvailabilities,
  interval: unknown,
) {
  const i =
    interval == null ? { start: options.start, end: options.end } : parseInput(intervalSchema, interval);
  return eventFreeSlots(ctx, options.rules, { start: i.start * 1000, end: i.end * 1000 });
}

const cancelSchema = z.object({
  meetingInvitationId: z.string().nullish(),
  organizerId: z.string().nullish(),
  meetingId: z.string().nullish(),
});

/**
 * cancelApplicationReviewMeeting (spec-1 §5: the invitation id is required): the invitation's
 * applicant or staff of its funnel cancel its booked meeting; the meeting must be the
 * invitation's (and its organizer the one named, when named). The meeting is cancelled as any
 * meeting is (ICS CANCEL, the hosts told) and, in the same transaction, the invitation is
 * open to booking again.
 */
export async function cancelApplicationReviewMeeting(ctx: BookingContext, input: unknown) {
  if (!ctx.viewer) throw new AuthenticationRequiredError();
  const c = parseInput(cancelSchema, input);
  if (!c.meetingInvitationId) {
    throw new ConflictError("Missing invitationId. Cannot proceed with cancellation.", {
      reason: "MISSING_INVITATION",
    });
  }
  const { invitation } = await meetingInvitationForViewer(ctx, c.meetingInvitationId);
  if (invitation.status !== "booked" || !invitation.meetingId) {
    throw new ConflictError("This invitation has no booked meeting", { reason: "NOT_BOOKED" });
  }
  if (c.meetingId && c.meetingId !== invitation.meetingId) throw new NotFoundError("Meeting");
  if (c.organizerId && c.organizerId !== invitation.meetingOrganizerId) throw new NotFoundError("Meeting");
  const meeting = await findMeetingById(ctx.db, ctx.tenant, invitation.meetingId);
  if (!meeting) throw new NotFoundError("Meeting");
  await cancelCalendarEvent(ctx, meeting.id, { authorised: true });
  const { application, invitation: updated } = await applicationAndInvitation(ctx, invitation.id);
  return { updatedApplication: application, updatedInvitation: updated };
}
