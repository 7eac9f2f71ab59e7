import {
  AuthenticationRequiredError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
} from "../../graphql/errors.ts";
import type { ServiceContext } from "../../service-context.ts";
import { mayOnFunnel } from "./access.ts";
import { recordActivity } from "./activity.service.ts";
import { findApplication } from "./applications.repository.ts";
import type { ApplicationRow, FunnelRoundRow, MeetingInvitationRow } from "./applications.tables.ts";
import { findRound, roundEmailsOf, roundsOf } from "./funnels.repository.ts";
import { closeOpenInvitations, insertInvitation, invitationsOf } from "./invitations.repository.ts";
import { type MailContext, sendRoundEmail } from "./round-mail.service.ts";
import { applyEvent } from "./status.service.ts";

export { invitationsOf } from "./invitations.repository.ts";

/**
 * Meeting rounds' invitations (issue 17, lane F, docs/application-meetings.md, decision 051).
 * An application in a meeting round waits in ready_for_invitation; staff invite it (one
 * INVITE event through `applyEvent`: ready_for_meeting), which writes the invitation (sent)
 * in the same transaction and then sends the round's invitation e-mail with the link to
 * /application/:id/meeting, where the applicant books a slot of the round's hosts (the
 * booking module, through meeting-round.service.ts).
 */

/** Why an invitation is refused (`extensions.reason`). */
export type InvitationRefusal = "NOT_MEETING_ROUND" | "MEETING_NOT_SET_UP";

export class InvitationRefusedError extends ConflictError {
  constructor(reason: InvitationRefusal) {
    super(
      reason === "NOT_MEETING_ROUND"
        ? "This application is not in a meeting round"
        : "This meeting round has no duration or hosts yet",
      { reason },
    );
  }
}

/** The round's meeting, if the round is a meeting round with a duration and at least one host. */
export function meetingOf(round: FunnelRoundRow | null) {
  if (round?.type !== "meeting") return null;
  const meeting = round.meeting;
  if (!meeting || !(meeting.durationMinutes > 0) || meeting.hostIds.length === 0) return null;
  return meeting;
}

export type Invited = {
  application: ApplicationRow;
  invitation: MeetingInvitationRow;
  email: "sent" | "scheduled" | "none";
};

/**
 * Invites an application to its meeting round's meeting (authorisation is the caller's):
 * only in a meeting round set up with a duration and hosts, only from ready_for_invitation
 * (the status machine refuses any other: IllegalTransitionError). In one transaction the
 * status becomes ready_for_meeting, any earlier unbooked invitation of the application is
 * closed, the invitation (sent) is written, the activity recorded and the round's invitation
 * e-mail queued (now, scheduled or not at all, as the round says; its {{ meeting.link }} is
 * /application/:id/meeting), and the round's reminder e-mail scheduled when the round
 * schedules one (timing "scheduled": delayHours later; booking cancels it): all of it, or
 * nothing.
 */
export async function inviteToMeeting(ctx: MailContext, applicationId: string): Promise<Invited> {
  const found = await findApplication(ctx.db, ctx.tenant, applicationId);
  if (!found) throw new NotFoundError("Application");
  const round = found.roundId ? await findRound(ctx.db, ctx.tenant, found.roundId) : null;
  if (round?.type !== "meeting") throw new InvitationRefusedError("NOT_MEETING_ROUND");
  if (!meetingOf(round)) throw new InvitationRefusedError("MEETING_NOT_SET_UP");
  let invitation: MeetingInvitationRow | null = null;
  let email: Invited["email"] = "none";
  const application = await applyEvent(
    ctx,
    applicationId,
    { type: "INVITE" },
    {
      within: async (tx, row) => {
        // The row is locked now: it must still be in the round read above.
        if (row.roundId !== round.id) throw new InvitationRefusedError("NOT_MEETING_ROUND");
        const now = ctx.clock.now();
        await closeOpenInvitations(tx, ctx.tenant, row.id, now);
        invitation = await insertInvitation(tx, ctx.tenant, {
          applicationId: row.id,
          roundId: round.id,
          sentAt: now,
        });
        const txCtx = { ...ctx, db: tx };
        await recordActivity(txCtx, row.id, "meeting_invited", { invitationId: invitation.id });
        // The e-mail (its link: /application/:id/meeting) is written with the invitation, or neither.
        email = await sendRoundEmail(txCtx, row, "invitation");
        // The round's reminder, when scheduled: delayHours after the invitation, unless booked by then.
        const reminder = (await roundEmailsOf(tx, ctx.tenant, round.id)).find((e) => e.kind === "reminder");
        if (reminder?.timing === "scheduled" && reminder.delayHours > 0) {
          await sendRoundEmail(txCtx, row, "reminder", { roundEmailId: reminder.id });
        }
      },
    },
  );
  if (!invitation) throw new Error("the invitation was not written");
  return { application, invitation, email };
}

/** Whether the viewer is staff of the application's funnel (may see its meetings). */
export async function isFunnelStaff(ctx: ServiceContext, funnelId: string): Promise<boolean> {
  const [all, flow] = await Promise.all([
    mayOnFunnel(ctx, funnelId, "APPLICATION_ALL:VIEW"),
    mayOnFunnel(ctx, funnelId, "APPLICATION_FLOW:VIEW"),
  ]);
  return all || flow;
}

/**
 * The application whose meeting the viewer may see: its applicant, staff of its funnel
 * (APPLICATION_ALL:VIEW or APPLICATION_FLOW:VIEW on the funnel, funnel admins), or a host of
 * its current meeting round (who meets the applicant). Anyone else, and any other tenant,
 * gets not found.
 */
export async function meetingApplication(
  ctx: ServiceContext,
  applicationId: string,
): Promise<{ application: ApplicationRow; viewerIsApplicant: boolean }> {
  const viewer = ctx.viewer;
  if (!viewer) throw new AuthenticationRequiredError();
  const application = await findApplication(ctx.db, ctx.tenant, applicationId);
  if (!application) throw new NotFoundError("Application");
  if (application.applicantId === viewer.id) return { application, viewerIsApplicant: true };
  if (await isFunnelStaff(ctx, application.funnelId)) return { application, viewerIsApplicant: false };
  const round = application.roundId ? await findRound(ctx.db, ctx.tenant, application.roundId) : null;
  if (meetingOf(round)?.hostIds.includes(viewer.id)) return { application, viewerIsApplicant: false };
  throw new NotFoundError("Application");
}

/**
 * inviteApplicationMeeting: staff with APPLICATION_FLOW:EDIT on the funnel (or its admins)
 * invite; the viewer must first be able to see the application (else not found).
 */
export async function inviteApplicationMeeting(ctx: MailContext, applicationId: string): Promise<Invited> {
  const { application, viewerIsApplicant } = await meetingApplication(ctx, applicationId);
  if (viewerIsApplicant) throw new ForbiddenError();
  if (!(await mayOnFunnel(ctx, application.funnelId, "APPLICATION_FLOW:EDIT"))) throw new ForbiddenError();
  return inviteToMeeting(ctx, application.id);
}

/**
 * What the meeting page shows (applicationMeeting): the application's status and current
 * round, the round's meeting details, the invitations (all rounds) and what the viewer may do.
 */
export async function applicationMeeting(ctx: ServiceContext, applicationId: string) {
  const { application, viewerIsApplicant } = await meetingApplication(ctx, applicationId);
  const [rounds, invitations, mayInvite] = await Promise.all([
    roundsOf(ctx.db, ctx.tenant, application.funnelId),
    invitationsOf(ctx.db, ctx.tenant, [application.id]),
    viewerIsApplicant ? false : mayOnFunnel(ctx, application.funnelId, "APPLICATION_FLOW:EDIT"),
  ]);
  const round = rounds.find((r) => r.id === application.roundId) ?? null;
  const open =
    round && round.type === "meeting"
      ? ([...invitations].reverse().find((i) => i.roundId === round.id && i.status !== "cancelled") ?? null)
      : null;
  return {
    application,
    round,
    meeting: round?.type === "meeting" ? round.meeting : null,
    invitations,
    current: open,
    viewerIsApplicant,
    viewerMayInvite: mayInvite && application.status === "ready_for_invitation" && meetingOf(round) !== null,
    viewerMayBook: viewerIsApplicant && open?.status === "sent" && application.status === "ready_for_meeting",
  };
}

export type ApplicationMeetingView = Awaited<ReturnType<typeof applicationMeeting>>;
