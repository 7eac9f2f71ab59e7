import { isUuid } from "../../db/tenant-scope.ts";
import type { ServiceContext } from "../../service-context.ts";
import { featureFlags } from "../feature-flags/index.ts";
import { findMilestonesOfPlans, findPlans } from "./milestones.repository.ts";

export type MilestoneExportRow = {
  plan: string;
  milestone: string;
  parent: string | null;
  dueDate: string | null;
  done: boolean;
};

/**
 * A startup's milestones for its export (lane G's Excel): one row per milestone and
 * sub-milestone, plan by plan, each sub-milestone after its milestone. The caller has checked
 * who may export the startup. With the milestones flag off the organisation has no
 * milestones to show, so none are exported.
 */
export async function milestonesForExport(
  ctx: Pick<ServiceContext, "db" | "tenant">,
  startupId: string,
): Promise<MilestoneExportRow[]> {
  if (!isUuid(startupId)) return [];
  const flag = (await featureFlags(ctx)).find((f) => f.name === "milestones");
  if (!flag?.enabled || !flag.activated) return [];
  const plans = await findPlans(ctx.db, ctx.tenant, startupId);
  const rows = await findMilestonesOfPlans(
    ctx.db,
    ctx.tenant,
    plans.map((p) => p.id),
  );
  return plans.flatMap((plan) => {
    const own = rows.filter((r) => r.planId === plan.id);
    return own
      .filter((r) => r.parentId === null)
      .flatMap((m) => [
        { plan: plan.name, milestone: m.title, parent: null, dueDate: m.dueDate, done: m.done },
        ...own
          .filter((s) => s.parentId === m.id)
          .map((s) => ({
            plan: plan.name,
            milestone: s.title,
            parent: m.title,
            dueDate: s.dueDate,
            done: s.done,
          })),
      ]);
  });
}
