import { defineJob } from "../jobs/index.ts";
import { findApplication } from "./applications.repository.ts";
import { findInvitation, updateInvitation } from "./invitations.repository.ts";
import { applyEvent } from "./status.service.ts";

/**
 * At a booked review meeting's end (docs/application-meetings.md): if the invitation is
 * still booked with this meeting (not cancelled or rebooked meanwhile) and the application
 * still waits for it in that round, the round's work is done — ROUND_WORK_DONE
 * (ready_for_meeting → pending_decision, "decision needed") and the invitation is done, in
 * one transaction. Run twice, the second run finds the invitation done and does nothing.
 */
export const applicationMeetingDoneJob = defineJob<{ invitationId: string; meetingId: string }>({
  kind: "applications.meetingDone",
  retry: { limit: 5, backoffSeconds: 30 },
  async run({ invitationId, meetingId }, ctx) {
    const invitation = await findInvitation(ctx.db, ctx.tenant, invitationId);
    if (invitation?.status !== "booked" || invitation.meetingId !== meetingId) return;
    const application = await findApplication(ctx.db, ctx.tenant, invitation.applicationId);
    if (!application || application.roundId !== invitation.roundId) return;
    if (application.status !== "ready_for_meeting") return;
    await applyEvent(
      ctx,
      application.id,
      { type: "ROUND_WORK_DONE" },
      {
        actorId: null,
        within: async (tx) => {
          const locked = await findInvitation(tx, ctx.tenant, invitationId, true);
          if (locked?.status !== "booked" || locked.meetingId !== meetingId) {
            throw new Error("the invitation changed meanwhile");
          }
          await updateInvitation(tx, ctx.tenant, invitationId, {
            status: "done",
            updatedAt: ctx.clock.now(),
          });
        },
      },
    );
  },
});
