import { ConflictError } from "../../graphql/errors.ts";

/**
 * The funnel setup's typed errors (`extensions.reason`, docs/funnels.md). Bad input is a
 * ValidationError with per-field codes; the plan's funnel limit is PlanLimitReachedError.
 */
export const FUNNEL_REASONS = [
  "SLUG_TAKEN",
  "FUNNEL_HAS_APPLICATIONS",
  "FUNNEL_TYPE_LOCKED",
  "ROUND_FIXED",
  "ROUND_IN_USE",
  "TOO_MANY_ROUNDS",
  "ROUND_EMAIL_EXISTS",
] as const;
export type FunnelReason = (typeof FUNNEL_REASONS)[number];

const conflict = (reason: FunnelReason, message: string) =>
  class extends ConflictError {
    constructor() {
      super(message, { reason });
    }
  };

/** Slugs are unique in the organisation (the public page's address). */
export const SlugTakenError = conflict("SLUG_TAKEN", "Another funnel already has this address");
/** A funnel whose applications went beyond drafts is kept (close it with a deadline instead). */
export const FunnelHasApplicationsError = conflict(
  "FUNNEL_HAS_APPLICATIONS",
  "This funnel has applications: close it with a deadline instead of deleting it",
);
/** The type (startup / community) decides what acceptance makes: fixed once someone applied. */
export const FunnelTypeLockedError = conflict(
  "FUNNEL_TYPE_LOCKED",
  "The funnel's type cannot change once someone has applied",
);
/** Round 1 is the intake form round: not deleted, not moved, always a form round. */
export const RoundFixedError = conflict(
  "ROUND_FIXED",
  "The first round is the intake form round: it stays first",
);
/** A round applications are in, or went through, keeps its type and is not deleted. */
export const RoundInUseError = conflict("ROUND_IN_USE", "Applications are in this round or went through it");
export const TooManyRoundsError = conflict("TOO_MANY_ROUNDS", "A funnel has at most 10 rounds");
/** A round has one e-mail of each kind but rejection (one per reason). */
export const RoundEmailExistsError = conflict(
  "ROUND_EMAIL_EXISTS",
  "This round already has an e-mail of this kind",
);
