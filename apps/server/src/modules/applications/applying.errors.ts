import { ConflictError, ForbiddenError, LimitReachedError } from "../../graphql/errors.ts";

/**
 * The refusals of applying (lane B, docs/applying.md), each with a reason code the web app
 * says in the user's language (`applications.apply.error.<reason>`).
 */
export type ApplyReason =
  | "FUNNEL_CLOSED"
  | "ALREADY_APPLIED"
  | "REAPPLY_NOT_ALLOWED"
  | "ACCOUNT_EXISTS"
  | "NOT_A_DRAFT"
  | "NOT_CURRENT_ROUND"
  | "EMAIL_NOT_VALIDATED"
  | "CANNOT_APPLY";

export class FunnelClosedError extends ConflictError {
  constructor() {
    super("This call for applications is closed", { reason: "FUNNEL_CLOSED" satisfies ApplyReason });
  }
}

export class AlreadyAppliedError extends ConflictError {
  constructor(applicationId: string) {
    super("You have already applied: continue your application", {
      reason: "ALREADY_APPLIED" satisfies ApplyReason,
      applicationId,
    });
  }
}

export class ReapplyNotAllowedError extends ConflictError {
  constructor(allowedFrom: Date | null) {
    super(
      allowedFrom
        ? `You may apply again from ${allowedFrom.toISOString().slice(0, 10)}`
        : "You may not apply to this programme again",
      {
        reason: "REAPPLY_NOT_ALLOWED" satisfies ApplyReason,
        allowedFrom: allowedFrom?.toISOString() ?? null,
      },
    );
  }
}

export class AccountExistsError extends ConflictError {
  constructor() {
    super("An account with this e-mail address exists: sign in to apply", {
      reason: "ACCOUNT_EXISTS" satisfies ApplyReason,
    });
  }
}

export class NotADraftError extends ConflictError {
  constructor() {
    super("This application is submitted: its answers can no longer change", {
      reason: "NOT_A_DRAFT" satisfies ApplyReason,
    });
  }
}

export class NotCurrentRoundError extends ConflictError {
  constructor() {
    super("This is not the round your application is in", {
      reason: "NOT_CURRENT_ROUND" satisfies ApplyReason,
    });
  }
}

export class EmailNotValidatedError extends ConflictError {
  constructor() {
    super("Confirm your e-mail address before you submit", {
      reason: "EMAIL_NOT_VALIDATED" satisfies ApplyReason,
    });
  }
}

export class CannotApplyError extends ForbiddenError {
  constructor() {
    super("Your role does not apply to programmes");
  }
}

export class TooManyApplicationsError extends LimitReachedError {
  constructor() {
    super("Too many applications from this address: try again later", { reason: "TOO_MANY_ATTEMPTS" });
  }
}
