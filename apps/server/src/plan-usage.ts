import type { PlanLimit } from "@launchpad/domain";
import type { ServiceContext } from "./service-context.ts";

/**
 * How a module reports its use of a plan limit (`ServerModule.planUsage`): the forms module
 * counts evaluation and application forms. The plan module adds these counts to the usage it
 * shows (planInfo) and checks (requireWithinLimit).
 */
export type PlanUsage = {
  limit: PlanLimit;
  count(ctx: Pick<ServiceContext, "db" | "tenant">): Promise<number>;
};
