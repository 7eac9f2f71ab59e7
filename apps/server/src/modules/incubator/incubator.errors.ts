import { PLAN_FEATURE_UNAVAILABLE_MESSAGE, type PlanFeature } from "@launchpad/domain";
import { AppError } from "../../graphql/errors.ts";

/** A feature outside the incubator's plan: ForbiddenError with reason PLAN and the spec's message. */
export class PlanFeatureUnavailableError extends AppError {
  constructor(feature: PlanFeature) {
    super("ForbiddenError", PLAN_FEATURE_UNAVAILABLE_MESSAGE, { reason: "PLAN", feature });
  }
}
