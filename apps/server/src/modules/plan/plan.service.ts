import {
  NETWORK_ROLES,
  PLAN_FEATURES,
  PLAN_LIMITS,
  type PlanLimit,
  type RoleType,
  TEAM_ROLES,
  type UserCategory,
  userCategory,
  withinLimit,
} from "@launchpad/domain";
import type { PlanUsage } from "../../plan-usage.ts";
import type { ServiceContext } from "../../service-context.ts";
import { planOf } from "../incubator/index.ts";
import { allRoles } from "../roles/index.ts";
import { programCount, startupCount } from "../startups/index.ts";
import { roleHolderCounts } from "../users/index.ts";
import { PlanLimitReachedError } from "./plan.errors.ts";

/** `planUsage`: the counts modules report (ServerModule.planUsage); a request's context carries them. */
type Ctx = Pick<ServiceContext, "db" | "tenant"> & { planUsage?: readonly PlanUsage[] };

/** How many users of each role type the incubator has (deleted ones do not count). */
async function countUsersByRoleType(ctx: Ctx): Promise<Map<RoleType, number>> {
  const [holders, roles] = await Promise.all([roleHolderCounts(ctx), allRoles(ctx)]);
  const byType = new Map<RoleType, number>();
  for (const role of roles) {
    const count = holders.get(role.id) ?? 0;
    if (count > 0) byType.set(role.type, (byType.get(role.type) ?? 0) + count);
  }
  return byType;
}

/**
 * Plan usage: `current` counts what exists. Users count by category (employee = team
 * roles, network = mentors and experts, evaluators); startups and programs by rows; what
 * modules report through `planUsage` (forms) is added. Funnels and e-mails have no module
 * yet, so none exist and their usage is 0.
 */
async function currentUsage(ctx: Ctx): Promise<Record<PlanLimit, number>> {
  const byRole = await countUsersByRoleType(ctx);
  const sum = (types: readonly RoleType[]) => types.reduce((n, t) => n + (byRole.get(t) ?? 0), 0);
  const usage: Record<PlanLimit, number> = {
    employee: sum(TEAM_ROLES),
    network: sum(NETWORK_ROLES),
    evaluator: sum(["Evaluator"]),
    startup: await startupCount(ctx),
    funnel: 0,
    program: await programCount(ctx),
    email: 0,
    evaluationForms: 0,
    applicationForms: 0,
  };
  for (const reported of ctx.planUsage ?? []) usage[reported.limit] += await reported.count(ctx);
  return usage;
}

/** planInfo: the plan's features, the limits with their usage, and the largest upload (every signed-in user). */
export async function planInfo(ctx: Ctx) {
  const plan = await planOf(ctx);
  const usage = await currentUsage(ctx);
  return {
    features: PLAN_FEATURES.map((name) => ({ name, enabled: plan.features.includes(name) })),
    maxFileSize: plan.maxFileSize,
    limits: PLAN_LIMITS.map((name) => ({ name, max: plan.limits[name], current: usage[name] })),
  };
}

/** incubatorFullPlanInfo: the plan's name and every plan feature, with planInfo (admins). */
export async function fullPlanInfo(ctx: Ctx) {
  const plan = await planOf(ctx);
  return { name: plan.name, ...(await planInfo(ctx)) };
}

const LIMIT_NOUNS: Partial<Record<PlanLimit, string>> = {
  employee: "team members",
  network: "mentors and experts",
  evaluator: "evaluators",
  startup: "startups",
  program: "programs",
};

/** Refuses adding `adding` more of a limited thing beyond the plan's max (0 = unlimited). */
export async function requireWithinLimit(ctx: Ctx, limit: PlanLimit, adding = 1): Promise<void> {
  const plan = await planOf(ctx);
  const max = plan.limits[limit];
  const current = (await currentUsage(ctx))[limit];
  if (!withinLimit(max, current, adding)) {
    const noun = LIMIT_NOUNS[limit] ?? limit;
    throw new PlanLimitReachedError(`Your plan allows ${max} ${noun}; you have ${current}.`, {
      limit,
      max,
      current,
    });
  }
}

/** Users count against a limit by category (employee, network, evaluator); "other" is unlimited. */
const SEAT_LIMITS: Partial<Record<UserCategory, PlanLimit>> = {
  employee: "employee",
  network: "network",
  evaluator: "evaluator",
};

/** Refuses one more user of this role type when the plan's limit for its category is full. */
export async function requireSeatFor(ctx: Ctx, roleType: RoleType): Promise<void> {
  const limit = SEAT_LIMITS[userCategory(roleType)];
  if (limit) await requireWithinLimit(ctx, limit);
}
