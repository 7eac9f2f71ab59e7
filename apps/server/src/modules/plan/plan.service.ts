import {
  DEFAULT_PLAN,
  NETWORK_ROLES,
  PLAN_FEATURE_UNAVAILABLE_MESSAGE,
  PLAN_FEATURES,
  PLAN_LIMITS,
  type PlanFeature,
  type PlanLimit,
  type RoleType,
  TEAM_ROLES,
  type UserCategory,
  userCategory,
} from "@launchpad/domain";
import type { GraphQLContext } from "../../graphql/context.ts";
import { AppError, LimitReachedError, NotFoundError } from "../../graphql/errors.ts";
import { findIncubator } from "../incubator/incubator.repository.ts";
import { countPrograms, countStartups, countUsersByRoleType } from "./plan.repository.ts";

type Ctx = Pick<GraphQLContext, "db" | "tenant">;

/**
 * Plan usage: `current` counts what exists. Users count by category (employee = team
 * roles, network = mentors and experts, evaluators); startups and programs by rows.
 * Funnels, e-mails and forms have no module yet, so none exist and their usage is 0.
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
    program: await countPrograms(ctx.db, ctx.tenant),
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

/** A feature outside the plan: ForbiddenError with reason PLAN and the spec's message. */
export async function requirePlanFeature(ctx: Ctx, feature: PlanFeature): Promise<void> {
  const plan = await planOf(ctx);
  if (!plan.features.includes(feature)) {
    throw new AppError("ForbiddenError", PLAN_FEATURE_UNAVAILABLE_MESSAGE, { reason: "PLAN", feature });
  }
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
  if (max !== 0 && current + adding > max) {
    const noun = LIMIT_NOUNS[limit] ?? limit;
    throw new LimitReachedError(`Your plan allows ${max} ${noun}; you have ${current}.`, {
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
