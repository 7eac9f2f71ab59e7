import type { Db } from "../../db/client.ts";
import { inTransaction } from "../../db/client.ts";
import { ForbiddenError, NotFoundError } from "../../graphql/errors.ts";
import { parseInput } from "../../http/validation.ts";
import type { ServiceContext } from "../../service-context.ts";
import { existingStartupIds } from "../startups/index.ts";
import { planView } from "./milestone-views.ts";
import { CREATE, EDIT, mayOn, mayReadTemplates, requireMilestonesOn, VIEW } from "./milestones.access.ts";
import { TemplatesForbiddenError } from "./milestones.errors.ts";
import {
  applyTemplateSchema,
  createPlanSchema,
  duplicatePlanSchema,
  updatePlanSchema,
} from "./milestones.inputs.ts";
import {
  deletePlanRow,
  findMilestonesOfPlans,
  findPlan,
  findPlans,
  insertMilestones,
  insertPlan,
  type PlanValues,
  updatePlanRow,
} from "./milestones.repository.ts";
import type { MilestonePlanRow } from "./milestones.tables.ts";

/**
 * Milestone plans (issue 18 "Milestones", docs/milestones.md): a startup's plans and the
 * organisation's templates, created from scratch or from a template, duplicated (to the same
 * or another startup, or as a template) and applied from a template to several startups in
 * one transaction. Rights: milestones.access.ts. A plan out of the viewer's reach reads as
 * not found; one they may read but not change refuses with ForbiddenError.
 */
type Ctx = ServiceContext;

/** Plans as the fields answer them, with whether the viewer may change each. */
export async function viewsOf(ctx: Ctx, plans: readonly MilestonePlanRow[]) {
  const rows = await findMilestonesOfPlans(
    ctx.db,
    ctx.tenant,
    plans.map((p) => p.id),
  );
  const editable = new Map<string | null, boolean>();
  for (const p of plans)
    if (!editable.has(p.startupId)) editable.set(p.startupId, await mayOn(ctx, EDIT, p.startupId));
  return plans.map((p) => planView(p, rows, editable.get(p.startupId) ?? false));
}

export async function viewOf(ctx: Ctx, plan: MilestonePlanRow) {
  const [view] = await viewsOf(ctx, [plan]);
  if (!view) throw new Error("plan view missing");
  return view;
}

/** A plan the viewer may read (a template: they may create or change plans), or NotFound. */
export async function readablePlan(ctx: Ctx, id: string) {
  const plan = await findPlan(ctx.db, ctx.tenant, id);
  const may =
    plan && (plan.startupId === null ? await mayReadTemplates(ctx) : await mayOn(ctx, VIEW, plan.startupId));
  if (!plan || !may) throw new NotFoundError("Milestone plan");
  return plan;
}

/** A plan the viewer may change (STARTUP_MILESTONE:EDIT in scope; a template: at ALL). */
export async function editablePlan(ctx: Ctx, id: string) {
  const plan = await readablePlan(ctx, id);
  if (!(await mayOn(ctx, EDIT, plan.startupId)))
    throw plan.startupId === null ? new TemplatesForbiddenError() : new ForbiddenError();
  return plan;
}

/** Where new plans go: startups the viewer may create plans for, or the templates (the team). */
async function requireCreateOn(ctx: Ctx, startupIds: readonly (string | null)[]) {
  if (startupIds.includes(null) && !(await mayOn(ctx, CREATE, null))) throw new TemplatesForbiddenError();
  const wanted = startupIds.filter((id): id is string => id !== null);
  if (wanted.length === 0) return;
  const existing = new Set(await existingStartupIds(ctx, wanted));
  for (const id of wanted)
    if (!existing.has(id) || !(await mayOn(ctx, CREATE, id))) throw new NotFoundError("Startup");
}

/** A template the viewer may read, or NotFound. */
async function readableTemplate(ctx: Ctx, id: string) {
  const plan = await findPlan(ctx.db, ctx.tenant, id);
  if (!plan || plan.startupId !== null || !(await mayReadTemplates(ctx)))
    throw new NotFoundError("Milestone template");
  return plan;
}

/** A copy of a plan's milestones into another plan, nothing done (a copy is a fresh start). */
async function copyMilestones(tx: Db, ctx: Ctx, fromPlanId: string, toPlanId: string) {
  const rows = await findMilestonesOfPlans(tx, ctx.tenant, [fromPlanId]);
  const fresh = (r: (typeof rows)[number], parentId: string | null) => ({
    planId: toPlanId,
    parentId,
    title: r.title,
    description: r.description,
    dueDate: r.dueDate,
    done: false,
    position: r.position,
  });
  const top = rows.filter((r) => r.parentId === null);
  const made = await insertMilestones(
    tx,
    ctx.tenant,
    top.map((r) => fresh(r, null)),
  );
  const subs = top.flatMap((r, i) =>
    rows.filter((s) => s.parentId === r.id).map((s) => fresh(s, made[i]?.id ?? null)),
  );
  await insertMilestones(tx, ctx.tenant, subs);
}

async function makePlan(tx: Db, ctx: Ctx, values: PlanValues, copyFrom: string | null) {
  const plan = await insertPlan(tx, ctx.tenant, values);
  if (copyFrom) await copyMilestones(tx, ctx, copyFrom, plan.id);
  return plan;
}

export async function milestonePlans(ctx: Ctx, startupId: string) {
  await requireMilestonesOn(ctx);
  const [exists] = await existingStartupIds(ctx, [startupId]);
  if (!exists || !(await mayOn(ctx, VIEW, startupId))) throw new NotFoundError("Startup");
  const [plans, canCreate, canTemplate] = await Promise.all([
    findPlans(ctx.db, ctx.tenant, startupId),
    mayOn(ctx, CREATE, startupId),
    mayOn(ctx, CREATE, null),
  ]);
  return {
    startupId,
    plans: await viewsOf(ctx, plans),
    viewerCanCreate: canCreate,
    viewerCanCreateTemplates: canTemplate,
  };
}

export async function milestonePlan(ctx: Ctx, id: string) {
  await requireMilestonesOn(ctx);
  return viewOf(ctx, await readablePlan(ctx, id));
}

export async function milestoneTemplates(ctx: Ctx) {
  await requireMilestonesOn(ctx);
  if (!(await mayReadTemplates(ctx))) throw new ForbiddenError();
  return viewsOf(ctx, await findPlans(ctx.db, ctx.tenant, null));
}

export async function createMilestonePlan(ctx: Ctx, input: unknown) {
  await requireMilestonesOn(ctx);
  const q = parseInput(createPlanSchema, input);
  await requireCreateOn(ctx, [q.startupId]);
  if (q.templateId) await readableTemplate(ctx, q.templateId);
  const plan = await inTransaction(ctx.db, (tx) =>
    makePlan(tx, ctx, { ...q, createdBy: ctx.viewer?.id ?? null }, q.templateId),
  );
  return viewOf(ctx, plan);
}

export async function updateMilestonePlan(ctx: Ctx, id: string, input: unknown) {
  await requireMilestonesOn(ctx);
  const patch = parseInput(updatePlanSchema, input);
  await editablePlan(ctx, id);
  const plan = await updatePlanRow(ctx.db, ctx.tenant, id, { ...patch, updatedAt: ctx.clock.now() });
  if (!plan) throw new NotFoundError("Milestone plan");
  return viewOf(ctx, plan);
}

export async function deleteMilestonePlan(ctx: Ctx, id: string) {
  await requireMilestonesOn(ctx);
  await editablePlan(ctx, id);
  return deletePlanRow(ctx.db, ctx.tenant, id);
}

/** A copy of a plan: to the same place by default, another startup, or as a template. */
export async function duplicateMilestonePlan(ctx: Ctx, id: string, input: unknown) {
  await requireMilestonesOn(ctx);
  const q = parseInput(duplicatePlanSchema, input ?? {});
  const source = await readablePlan(ctx, id);
  const target = q.asTemplate ? null : (q.startupId ?? source.startupId);
  await requireCreateOn(ctx, [target]);
  const plan = await inTransaction(ctx.db, (tx) =>
    makePlan(
      tx,
      ctx,
      {
        startupId: target,
        name: q.name ?? source.name,
        goal: source.goal,
        unit: source.unit,
        target: source.target,
        summary: source.summary,
        templateId: source.startupId === null ? source.id : source.templateId,
        createdBy: ctx.viewer?.id ?? null,
      },
      source.id,
    ),
  );
  return viewOf(ctx, plan);
}

/** A template given to several startups at once: one plan each, all or none (one transaction). */
export async function applyMilestoneTemplate(ctx: Ctx, templateId: string, startupIds: unknown) {
  await requireMilestonesOn(ctx);
  const q = parseInput(applyTemplateSchema, { startupIds });
  const template = await readableTemplate(ctx, templateId);
  await requireCreateOn(ctx, q.startupIds);
  const plans = await inTransaction(ctx.db, async (tx) => {
    const made: MilestonePlanRow[] = [];
    for (const startupId of q.startupIds)
      made.push(
        await makePlan(
          tx,
          ctx,
          {
            startupId,
            name: template.name,
            goal: template.goal,
            unit: template.unit,
            target: template.target,
            summary: template.summary,
            templateId: template.id,
            createdBy: ctx.viewer?.id ?? null,
          },
          template.id,
        ),
      );
    return made;
  });
  return viewsOf(ctx, plans);
}
