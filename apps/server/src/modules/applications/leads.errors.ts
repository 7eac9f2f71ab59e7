import { ConflictError } from "../../graphql/errors.ts";

/**
 * The lead transfer's refusals (`extensions.reason`): the application is not a lead (not in a
 * community funnel); the target is not an open startup funnel with a round; the applicant
 * already has an open application there.
 */
export type LeadReason = "NOT_A_LEAD" | "NOT_A_TARGET" | "ALREADY_APPLIED";

export class LeadTransferError extends ConflictError {
  constructor(reason: LeadReason, message: string) {
    super(message, { reason });
  }
}
