import type { ApplicationStatus, Reapply, RoundType } from "@launchpad/domain/applications";

/**
 * The rules of applying (lane B, docs/applying.md, decision 047), pure: whether a funnel takes
 * applications, whether this person may apply again, which form a round asks, and what the
 * applicant does next. The service (applying.service.ts) reads the rows and asks these.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** A funnel takes applications while published, not closed, and before its deadline. */
export function isFunnelOpen(
  funnel: { published: boolean; closedAt: Date | null; deadline: Date | null },
  now: Date,
): boolean {
  if (!funnel.published || funnel.closedAt !== null) return false;
  return funnel.deadline === null || funnel.deadline.getTime() > now.getTime();
}

/** An earlier application of the same person to the same funnel. */
export type EarlierApplication = {
  id: string;
  status: ApplicationStatus;
  archivedAt: Date | null;
  decidedAt: Date | null;
  createdAt: Date;
};

export type ReapplyVerdict =
  | { ok: true }
  | { ok: false; reason: "ALREADY_APPLIED"; applicationId: string }
  | { ok: false; reason: "REAPPLY_NOT_ALLOWED"; allowedFrom: Date | null };

const REJECTED: readonly ApplicationStatus[] = ["rejected", "delay_rejected"];

/** Still running: neither decided nor archived by the deadline (the table's one-open index). */
export function isOpenApplication(a: Pick<EarlierApplication, "status" | "archivedAt">): boolean {
  return a.archivedAt === null && a.status !== "accepted" && !REJECTED.includes(a.status);
}

/**
 * May this person apply again (funnel.reapply)?
 * - an open application → ALREADY_APPLIED (they continue that one);
 * - "never": any earlier application, archived drafts included → not allowed, ever;
 * - "after_rejection": only when every earlier one was rejected or archived unsubmitted
 *   (an accepted applicant does not apply again);
 * - "always": whatever the earlier outcome.
 * Then the cool-down: `cooldownDays` after the last decision (or archiving) → not allowed
 * until that date.
 */
export function reapplyVerdict(
  reapply: Reapply,
  earlier: readonly EarlierApplication[],
  now: Date,
): ReapplyVerdict {
  const open = earlier.find(isOpenApplication);
  if (open) return { ok: false, reason: "ALREADY_APPLIED", applicationId: open.id };
  if (earlier.length === 0) return { ok: true };
  if (reapply.rule === "never") return { ok: false, reason: "REAPPLY_NOT_ALLOWED", allowedFrom: null };
  if (
    reapply.rule === "after_rejection" &&
    earlier.some((a) => a.status === "accepted" && a.archivedAt === null)
  )
    return { ok: false, reason: "REAPPLY_NOT_ALLOWED", allowedFrom: null };
  const last = Math.max(...earlier.map((a) => (a.decidedAt ?? a.archivedAt ?? a.createdAt).getTime()));
  const allowedFrom = last + Math.max(0, reapply.cooldownDays) * DAY_MS;
  if (allowedFrom > now.getTime())
    return { ok: false, reason: "REAPPLY_NOT_ALLOWED", allowedFrom: new Date(allowedFrom) };
  return { ok: true };
}

/** The form a round asks: its own; the first round falls back to the funnel's intake form. */
export function formOfRound(
  round: { position: number; type: RoundType; formId: string | null },
  funnel: { intakeFormId: string | null },
): string | null {
  if (round.type !== "form") return null;
  return round.formId ?? (round.position === 1 ? funnel.intakeFormId : null);
}

/** What the applicant's pages tell them to do (spec: "what to do next"). */
export const NEXT_STEPS = [
  "complete_form",
  "book_meeting",
  "wait_for_invitation",
  "under_review",
  "accepted",
  "rejected",
  "closed",
] as const;
export type NextStep = (typeof NEXT_STEPS)[number];

export function nextStepOf(
  application: { status: ApplicationStatus; archivedAt: Date | null },
  roundType: RoundType | null,
): NextStep {
  if (application.archivedAt !== null) return "closed";
  switch (application.status) {
    case "draft":
      return roundType === "form" || roundType === null ? "complete_form" : "under_review";
    case "ready_for_meeting":
      return "book_meeting";
    case "ready_for_invitation":
      return "wait_for_invitation";
    case "under_review":
    case "pending_decision":
      return "under_review";
    case "accepted":
      return "accepted";
    case "rejected":
      return "rejected";
    case "delay_rejected":
      // Not told yet: the rejection e-mail is scheduled; until it goes out it reads as under review.
      return "under_review";
  }
}
