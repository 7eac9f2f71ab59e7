import { ConflictError } from "../../graphql/errors.ts";

/**
 * The forms module's typed errors (`extensions.reason`, docs/forms.md). Refused answers and
 * definitions are ValidationErrors with per-field codes; plan limits PlanLimitReachedError.
 */
export const FORM_REASONS = [
  "FORM_ARCHIVED",
  "FORM_HAS_RESPONSES",
  "ALREADY_SUBMITTED",
  "NOT_PUBLISHED",
] as const;
export type FormReason = (typeof FORM_REASONS)[number];

/** An archived form is neither edited nor answered. */
export class FormArchivedError extends ConflictError {
  constructor() {
    super("This form is archived", { reason: "FORM_ARCHIVED" satisfies FormReason });
  }
}

/** A form with responses is archived, not deleted: its answers stay. */
export class FormHasResponsesError extends ConflictError {
  constructor() {
    super("This form has responses: archive it instead", {
      reason: "FORM_HAS_RESPONSES" satisfies FormReason,
    });
  }
}

/** A submitted response is final (decision 037). */
export class AlreadySubmittedError extends ConflictError {
  constructor() {
    super("You have already submitted this form", { reason: "ALREADY_SUBMITTED" satisfies FormReason });
  }
}

/** A form without a published version cannot be answered. */
export class NotPublishedError extends ConflictError {
  constructor() {
    super("This form is not published", { reason: "NOT_PUBLISHED" satisfies FormReason });
  }
}
