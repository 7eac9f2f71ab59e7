import { ConflictError } from "../../graphql/errors.ts";

/**
 * The evaluations lane's typed errors (`extensions.reason`, docs/evaluations.md). Bad input
 * (unknown evaluators, too many) is a ValidationError with per-field messages.
 */
export const EVALUATION_REASONS = [
  "NOT_IN_EVALUATION_ROUND",
  "ROUND_HAS_NO_FORM",
  "NOT_ASSIGNED",
  "EVALUATION_SUBMITTED",
  "CONFLICT_DECLARED",
] as const;
export type EvaluationReason = (typeof EVALUATION_REASONS)[number];

/** Evaluators are assigned, and evaluations saved, only while the application is in an evaluation round under review. */
export class NotInEvaluationRoundError extends ConflictError {
  constructor() {
    super("This application is not being evaluated in an evaluation round", {
      reason: "NOT_IN_EVALUATION_ROUND" satisfies EvaluationReason,
    });
  }
}

export class RoundHasNoFormError extends ConflictError {
  constructor() {
    super("This evaluation round has no evaluation form", {
      reason: "ROUND_HAS_NO_FORM" satisfies EvaluationReason,
    });
  }
}

export class NotAssignedError extends ConflictError {
  constructor() {
    super("You are not assigned to evaluate this application in its current round", {
      reason: "NOT_ASSIGNED" satisfies EvaluationReason,
    });
  }
}

/** A submitted evaluation is final (a reset to draft wipes it). */
export class EvaluationSubmittedError extends ConflictError {
  constructor() {
    super("This evaluation is already submitted", {
      reason: "EVALUATION_SUBMITTED" satisfies EvaluationReason,
    });
  }
}

/** Declaring a conflict after submitting would hide a score already counted: refused. */
export class ConflictAfterSubmitError extends ConflictError {
  constructor() {
    super("You already submitted your evaluation of this application", {
      reason: "EVALUATION_SUBMITTED" satisfies EvaluationReason,
    });
  }
}
