import {
  DEFAULT_PLAN,
  NETWORK_ROLES,
  PLAN_FEATURES,
  PLAN_LIMITS,
  type PlanLimit,
  type RoleType,
  TEAM_ROLES,
} from "@launchpad/domain";
import type { GraphQLContext } from "../../graphql/context.ts";
import { NotFoundError } from "../../graphql/errors.ts";
import { findIncubator } from "../incubator/incubator.repository.ts";
import { countStartups, countUsersByRoleType } from "./plan.repository.ts";

type Ctx = Pick<GraphQLContext, "db" | "tenant">;

/**
 * Plan usage: `current` counts what exists. Users count by category (employee = team
 * roles, network = mentors and experts, evaluators); startups by rows. Funnels, programs,
 * e-mails and forms have no module yet, so none exist and their usage is 0 until then.
 */
async function currentUsage(ctx: Ctx): Promise<Record<PlanLimit, number>> {
  const byRole = await countUsersByRoleType(ctx.db, ctx.tenant);
  const sum = (types: readonly RoleType[]) => types.reduce((n, t) => n + (byRole.get(t) ?? 0), 0);
  return {
    employee: sum(TEAM_ROLES),
    network: sum(NETWORK_ROLES),
    evaluator: sum(["Evaluator"]),
    startup: await countStartups(ctx.db, ctx.tenant),
    funnel: 0,
    program: 0,
    email: 0,
    evaluationForms: 0,
    applicationForms: 0,
  };
}

async function planOf(ctx: Ctx) {
  const incubator = await findIncubator(ctx.db, ctx.tenant);
  if (!incubator) throw new NotFoundError("Incubator");
  return incubator.plan ?? DEFAULT_PLAN;
}

/** planInfo: the limits with their usage, and the largest upload (every signed-in user). */
export async function planInfo(ctx: Ctx) {
  const plan = await planOf(ctx);
  const usage = await currentUsage(ctx);
  return {
    maxFileSize: plan.maxFileSize,
    limits: PLAN_LIMITS.map((name) => ({ name, max: plan.limits[name], current: usage[name] })),
  };
}

/** incubatorFullPlanInfo: the plan's name and every plan feature, with planInfo (admins). */
export async function fullPlanInfo(ctx: Ctx) {
  const plan = await planOf(ctx);
  return {
    name: plan.name,
    features: PLAN_FEATURES.map((name) => ({ name, enabled: plan.features.includes(name) })),
    ...(await planInfo(ctx)),
  };
}
