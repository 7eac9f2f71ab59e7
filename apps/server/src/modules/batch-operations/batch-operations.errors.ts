import { ForbiddenError } from "../../graphql/errors.ts";

/** At most this many items in one batch operation (decision 048). */
export const BATCH_MAX_ITEMS = 1000;

/** Reason codes an item may fail with besides the action's own errors (docs/application-overview.md). */
export const BATCH_ITEM_REASONS = ["UNKNOWN_ACTION", "INTERNAL", "FORBIDDEN", "NOT_FOUND"] as const;

/** Hearing a batch operation that is neither the viewer's nor watchable by their role. */
export class BatchForbiddenError extends ForbiddenError {
  constructor() {
    super("Only who started this batch operation, or the organisation's team, may follow it");
  }
}
