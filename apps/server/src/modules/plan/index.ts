/** The plan module's door: the plan's features and limits with their usage, and the checks against them. */
export { PlanFeatureUnavailableError, requirePlanFeature } from "../incubator/index.ts";
export { PlanLimitReachedError } from "./plan.errors.ts";
export { fullPlanInfo, planInfo, requireSeatFor, requireWithinLimit } from "./plan.service.ts";
