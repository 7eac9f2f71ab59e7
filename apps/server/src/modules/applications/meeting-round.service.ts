import type { RoundMeeting } from "@launchpad/domain/applications";
import type { Services } from "../../graphql/context.ts";
import { ConflictError, NotFoundError } from "../../graphql/errors.ts";
import type { ServiceContext } from "../../service-context.ts";
import { recordActivity } from "./activity.service.ts";
import { type ApplicationView, applicationView } from "./application-views.ts";
import { findApplication } from "./applications.repository.ts";
import type { MeetingInvitationRow } from "./applications.tables.ts";
import { findRound } from "./funnels.repository.ts";
import {
  cancelScheduledReminders,
  findInvitation,
  findInvitationOfMeeting,
  openInvitation,
  updateInvitation,
} from "./invitations.repository.ts";
import { meetingApplication, meetingOf } from "./invitations.service.ts";
import { applicationMeetingDoneJob } from "./meeting-round.job.ts";

/**
 * The applications module's door for the booking module's application meetings (booking →
 * applications, one way; decision 051, as decision 031 for one-to-one events): what a
 * review meeting is booked with, and the invitation's record of the booking and of its
 * cancellation. Booking calls these inside its own transaction (ctx.db a transaction), so
 * the meeting and the invitation change together or not at all.
 */

/** A meeting round's booking settings as booking uses them, for one application. */
export type ApplicationMeetingContext = {
  applicationId: string;
  applicantId: string;
  funnelId: string;
  roundId: string;
  /** The round's name in each language (the meeting's summary). */
  roundName: Record<string, string>;
  meeting: RoundMeeting;
  /** The open invitation (sent: to book; booked: booked), or null when none was sent. */
  invitation: MeetingInvitationRow | null;
  /** The application waits for its meeting (ready_for_meeting). */
  awaitingMeeting: boolean;
  viewerIsApplicant: boolean;
};

/**
 * The application's meeting round as booking needs it, if the viewer may see the application's
 * meeting (its applicant, or staff of its funnel; else not found) and it is in a meeting round
 * set up with a duration and hosts (else ConflictError NOT_MEETING_ROUND).
 */
export async function applicationMeetingContext(
  ctx: ServiceContext,
  applicationId: string,
): Promise<ApplicationMeetingContext> {
  const { application, viewerIsApplicant } = await meetingApplication(ctx, applicationId);
  const round = application.roundId ? await findRound(ctx.db, ctx.tenant, application.roundId) : null;
  const meeting = meetingOf(round);
  if (!round || !meeting) {
    throw new ConflictError("This application is not in a meeting round", { reason: "NOT_MEETING_ROUND" });
  }
  const invitation = await openInvitation(ctx.db, ctx.tenant, application.id, round.id);
  return {
    applicationId: application.id,
    applicantId: application.applicantId,
    funnelId: application.funnelId,
    roundId: round.id,
    roundName: round.name,
    meeting,
    invitation,
    awaitingMeeting: application.status === "ready_for_meeting",
    viewerIsApplicant,
  };
}

/**
 * Records a booked meeting on its invitation (in the booking's transaction): the invitation
 * must still be sent (one meeting per invitation: a second booking is refused, and the
 * booking with it); it becomes booked with the meeting's id, time and organizer, the activity
 * says so, and a job at the meeting's end marks the round's work done.
 */
export async function recordApplicationMeeting(
  ctx: ServiceContext & Pick<Services, "jobs">,
  invitationId: string,
  booked: { meetingId: string; start: Date; end: Date; organizerId: string },
): Promise<MeetingInvitationRow> {
  const invitation = await findInvitation(ctx.db, ctx.tenant, invitationId, true);
  if (!invitation) throw new NotFoundError("Invitation");
  if (invitation.status !== "sent") {
    throw new ConflictError("This invitation's meeting is already booked", { reason: "ALREADY_BOOKED" });
  }
  const now = ctx.clock.now();
  const row = await updateInvitation(ctx.db, ctx.tenant, invitation.id, {
    status: "booked",
    meetingId: booked.meetingId,
    meetingAt: booked.start,
    meetingBookedAt: now,
    meetingOrganizerId: booked.organizerId,
    updatedAt: now,
  });
  if (!row) throw new NotFoundError("Invitation");
  // Booked: the reminder to book is no longer needed.
  await cancelScheduledReminders(ctx.db, ctx.tenant, invitation.applicationId, now);
  await recordActivity(ctx, invitation.applicationId, "meeting_booked", {
    invitationId: invitation.id,
    meetingAt: booked.start.toISOString(),
  });
  await ctx.jobs.enqueue(
    ctx.db,
    ctx.tenant,
    applicationMeetingDoneJob,
    { invitationId: invitation.id, meetingId: booked.meetingId },
    { runAt: booked.end, dedupeKey: booked.meetingId },
  );
  return row;
}

/**
 * Releases the invitation of a cancelled meeting (in the cancellation's transaction): back to
 * sent, the meeting's fields cleared, so the applicant may book again. Null when the meeting
 * belongs to no invitation (or the invitation has moved on).
 */
export async function cancelApplicationMeeting(
  ctx: ServiceContext,
  meetingId: string,
): Promise<MeetingInvitationRow | null> {
  const invitation = await findInvitationOfMeeting(ctx.db, ctx.tenant, meetingId, true);
  if (invitation?.status !== "booked") return null;
  const row = await updateInvitation(ctx.db, ctx.tenant, invitation.id, {
    status: "sent",
    meetingId: null,
    meetingAt: null,
    meetingBookedAt: null,
    meetingOrganizerId: null,
    updatedAt: ctx.clock.now(),
  });
  await recordActivity(ctx, invitation.applicationId, "meeting_cancelled", { invitationId: invitation.id });
  return row;
}

/**
 * An invitation the viewer may act on (cancelApplicationReviewMeeting): its application's
 * applicant or staff of its funnel; anyone else, and another tenant, gets not found.
 */
export async function meetingInvitationForViewer(
  ctx: ServiceContext,
  invitationId: string,
): Promise<{ invitation: MeetingInvitationRow; viewerIsApplicant: boolean }> {
  const invitation = await findInvitation(ctx.db, ctx.tenant, invitationId);
  if (!invitation) throw new NotFoundError("Invitation");
  const { viewerIsApplicant } = await meetingApplication(ctx, invitation.applicationId).catch(() => {
    throw new NotFoundError("Invitation");
  });
  return { invitation, viewerIsApplicant };
}

/** The application and invitation as they are now (cancelApplicationReviewMeeting's answer). */
export async function applicationAndInvitation(
  ctx: ServiceContext,
  invitationId: string,
): Promise<{ application: ApplicationView; invitation: MeetingInvitationRow }> {
  const invitation = await findInvitation(ctx.db, ctx.tenant, invitationId);
  if (!invitation) throw new NotFoundError("Invitation");
  const application = await findApplication(ctx.db, ctx.tenant, invitation.applicationId);
  if (!application) throw new NotFoundError("Application");
  return { application: applicationView(application), invitation };
}
