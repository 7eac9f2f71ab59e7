import { LimitReachedError } from "../../graphql/errors.ts";

/** Adding beyond a limit of the plan (0 = unlimited): LimitReachedError with the limit, max and current usage. */
export class PlanLimitReachedError extends LimitReachedError {
  constructor(message: string, usage: { limit: string; max: number; current: number }) {
    super(message, usage);
  }
}
