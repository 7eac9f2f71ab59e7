/**
 * What an application's activity records (application_activities.kind): each lane adds its
 * kinds here (under the shared lock, additively). The web app says each kind with its
 * values (features/application-file, `activity.<kind>` messages).
 *
 * Values by kind (all optional strings/numbers):
 * - created: {}                       — the application was created (applying)
 * - submitted: { roundId }            — the applicant submitted a round's form
 * - status_changed: { from, to, event, roundId }
 * - round_entered: { roundId, from }  — accepted into / moved to a round
 * - accepted: { roundId }             — final acceptance (enrolled)
 * - enrolled: { startupId, roleId }   — the startup made / the role given
 * - rejected: { roundId, rejectionEmailId }
 * - reset: { roundId }                — reset to draft (evaluations wiped)
 * - moved_to_funnel: { fromFunnelId, toFunnelId, newApplicationId }
 * - moved_from_funnel: { fromFunnelId, fromApplicationId, answersCarried }
 * - email_sent: { kind, emailId }     — a round e-mail went out
 * - email_scheduled: { kind, emailId, scheduledFor }
 * - comment_added: { commentId, forApplicant }
 * - tags_changed: { count }
 * - evaluator_assigned / evaluator_unassigned / evaluation_submitted / conflict_declared: { evaluatorId }
 * - meeting_invited / meeting_booked / meeting_cancelled: { invitationId }
 * - lead_transferred: { toFunnelId, toFunnelName, newApplicationId } — this lead was transferred (leads)
 * - archived: { funnelId, deadline } — a draft archived when its funnel closed at its deadline (funnels)
 * - lead_received: { fromFunnelId, fromFunnelName, fromApplicationId, answersCarried (1/0) } — made from a lead
 */
export const ACTIVITY_KINDS = [
  "created",
  "submitted",
  "status_changed",
  "round_entered",
  "accepted",
  "enrolled",
  "rejected",
  "reset",
  "moved_to_funnel",
  "moved_from_funnel",
  "email_sent",
  "email_scheduled",
  "comment_added",
  "tags_changed",
  "evaluator_assigned",
  "evaluator_unassigned",
  "evaluation_submitted",
  "conflict_declared",
  "meeting_invited",
  "meeting_booked",
  "meeting_cancelled",
  "lead_transferred",
  "lead_received",
  "archived",
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];
