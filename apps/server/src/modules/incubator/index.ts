/** The incubator module's door: the tenant's own incubator, its plan and public branding. */
export { PlanFeatureUnavailableError } from "./incubator.errors.ts";
export {
  createIncubatorIfMissing,
  getPublicIncubator,
  incubatorOf,
  type NewIncubator,
  type PublicIncubator,
  tenantBySlug,
  tenantZones,
} from "./incubator.service.ts";
export type { IncubatorRow } from "./incubator.tables.ts";
export { planOf, requirePlanFeature } from "./incubator-plan.service.ts";
