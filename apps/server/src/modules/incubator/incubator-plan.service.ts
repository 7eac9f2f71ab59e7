import { DEFAULT_PLAN, type Plan, type PlanFeature } from "@launchpad/domain";
import { NotFoundError } from "../../graphql/errors.ts";
import type { ServiceContext } from "../../service-context.ts";
import { PlanFeatureUnavailableError } from "./incubator.errors.ts";
import { findIncubator } from "./incubator.repository.ts";

/**
 * The subscribed plan is kept on the incubator (its features, limits and largest upload);
 * the default plan when none is set. Usage against the limits is the plan module's.
 */
type Ctx = Pick<ServiceContext, "db" | "tenant">;

export async function planOf(ctx: Ctx): Promise<Plan> {
  const incubator = await findIncubator(ctx.db, ctx.tenant);
  if (!incubator) throw new NotFoundError("Incubator");
  return incubator.plan ?? DEFAULT_PLAN;
}

/** A feature outside the plan: ForbiddenError with reason PLAN and the spec's message. */
export async function requirePlanFeature(ctx: Ctx, feature: PlanFeature): Promise<void> {
  const plan = await planOf(ctx);
  if (!plan.features.includes(feature)) throw new PlanFeatureUnavailableError(feature);
}
