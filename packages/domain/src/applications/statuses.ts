/**
 * Application statuses and their transitions (issue 17; spec-2 §4 lists the statuses and
 * says the transitions are "not shown": these are ours, decision 045). Hand-written domain
 * logic, shared by the server (which refuses an illegal transition) and the web app (which
 * offers only the legal actions).
 *
 * What each status means:
 * - draft: the applicant is filling the current round's form (the intake form in round 1,
 *   a later form round's form); nothing is submitted yet.
 * - under_review: submitted; staff review it (a form round) or evaluators score it (an
 *   evaluation round).
 * - ready_for_invitation: in a meeting round; no invitation has gone out yet.
 * - ready_for_meeting: the invitation went out; the applicant books (or has booked) the meeting.
 * - pending_decision: the round's work is done (every assigned evaluator submitted, or the
 *   booked meeting took place): staff must decide. "Decision needed" filters on it.
 * - accepted: accepted in the last round; enrolled (final).
 * - rejected: rejected, and the applicant told (final unless reset to draft).
 * - delay_rejected: rejected, the rejection e-mail scheduled for later; it becomes rejected
 *   when the e-mail goes out (the round's e-mail timing "scheduled").
 */
export const APPLICATION_STATUSES = [
  "draft",
  "ready_for_invitation",
  "ready_for_meeting",
  "under_review",
  "pending_decision",
  "accepted",
  "rejected",
  "delay_rejected",
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const ROUND_TYPES = ["form", "meeting", "evaluation"] as const;
export type RoundType = (typeof ROUND_TYPES)[number];

/** What happens to an application; `transition` says where it leads, or refuses. */
export type ApplicationEvent =
  /** The applicant submits the current round's form. */
  | { type: "SUBMIT"; roundType: RoundType }
  /** The application enters a round (accepting the previous one, or a move by staff). */
  | { type: "ENTER_ROUND"; roundType: RoundType }
  /** The meeting round's invitation goes out. */
  | { type: "INVITE" }
  /** Every assigned evaluator submitted (evaluation round), or the meeting took place. */
  | { type: "ROUND_WORK_DONE" }
  /** Staff accept the last round: the application is accepted and enrolled. */
  | { type: "ACCEPT_FINAL" }
  /** Staff reject it; `delayed` when the rejection e-mail is scheduled for later. */
  | { type: "REJECT"; delayed: boolean }
  /** The scheduled rejection e-mail went out. */
  | { type: "REJECTION_SENT" }
  /** Staff reset it to draft (evaluations wiped). */
  | { type: "RESET" };

export type ApplicationEventType = ApplicationEvent["type"];

/** Where an application goes when it enters a round of this type. */
export function statusOnEntering(roundType: RoundType): ApplicationStatus {
  switch (roundType) {
    case "form":
      return "draft";
    case "meeting":
      return "ready_for_invitation";
    case "evaluation":
      return "under_review";
  }
}

/** Statuses from which staff may decide the round (accept, reject, move). */
export const DECIDABLE: readonly ApplicationStatus[] = [
  "under_review",
  "ready_for_invitation",
  "ready_for_meeting",
  "pending_decision",
];

/** Closed statuses: nothing happens to them but a reset (rejected) or nothing at all (accepted). */
export const FINAL_STATUSES: readonly ApplicationStatus[] = ["accepted", "rejected", "delay_rejected"];

/**
 * The transition table: for each status, the events it accepts. Written down here once,
 * tested in statuses.test.ts, read by `transition` and by `allowedEvents`.
 */
export const TRANSITIONS: Readonly<Record<ApplicationStatus, readonly ApplicationEventType[]>> = {
  draft: ["SUBMIT", "ENTER_ROUND", "REJECT"],
  under_review: ["ENTER_ROUND", "ROUND_WORK_DONE", "ACCEPT_FINAL", "REJECT", "RESET"],
  ready_for_invitation: ["INVITE", "ENTER_ROUND", "ACCEPT_FINAL", "REJECT", "RESET"],
  ready_for_meeting: ["ROUND_WORK_DONE", "ENTER_ROUND", "ACCEPT_FINAL", "REJECT", "RESET"],
  pending_decision: ["ENTER_ROUND", "ACCEPT_FINAL", "REJECT", "RESET"],
  accepted: [],
  rejected: ["RESET"],
  delay_rejected: ["REJECTION_SENT", "RESET"],
};

export type TransitionResult =
  | { ok: true; status: ApplicationStatus }
  | { ok: false; reason: "ILLEGAL_TRANSITION" };

/** The status an event leads to from `from`, or a refusal when the table does not allow it. */
export function transition(from: ApplicationStatus, event: ApplicationEvent): TransitionResult {
  if (!TRANSITIONS[from].includes(event.type)) return { ok: false, reason: "ILLEGAL_TRANSITION" };
  switch (event.type) {
    case "SUBMIT":
      // A submitted form waits for review; in a meeting round there is no form to submit.
      return { ok: true, status: event.roundType === "meeting" ? "ready_for_invitation" : "under_review" };
    case "ENTER_ROUND":
      return { ok: true, status: statusOnEntering(event.roundType) };
    case "INVITE":
      return { ok: true, status: "ready_for_meeting" };
    case "ROUND_WORK_DONE":
      return { ok: true, status: "pending_decision" };
    case "ACCEPT_FINAL":
      return { ok: true, status: "accepted" };
    case "REJECT":
      return { ok: true, status: event.delayed ? "delay_rejected" : "rejected" };
    case "REJECTION_SENT":
      return { ok: true, status: "rejected" };
    case "RESET":
      return { ok: true, status: "draft" };
  }
}

/** The events `from` accepts (the web app offers only these actions). */
export function allowedEvents(from: ApplicationStatus): readonly ApplicationEventType[] {
  return TRANSITIONS[from];
}

export function isApplicationStatus(value: unknown): value is ApplicationStatus {
  return typeof value === "string" && (APPLICATION_STATUSES as readonly string[]).includes(value);
}
