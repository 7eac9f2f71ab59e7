import type { Db } from "../../db/client.ts";
import { inTransaction } from "../../db/client.ts";
import { NotFoundError, ValidationError } from "../../graphql/errors.ts";
import { parseInput } from "../../http/validation.ts";
import type { ServiceContext } from "../../service-context.ts";
import { requireMilestonesOn } from "./milestones.access.ts";
import { TemplateNotTickedError } from "./milestones.errors.ts";
import { addMilestoneSchema, updateMilestoneSchema } from "./milestones.inputs.ts";
import {
  deleteMilestoneRow,
  findMilestone,
  findPlan,
  findSubMilestones,
  insertMilestones,
  nextPosition,
  setDoneRows,
  touchPlan,
  updateMilestoneRow,
} from "./milestones.repository.ts";
import { editablePlan, viewOf } from "./plans.service.ts";

/**
 * A plan's milestones and sub-milestones (one level): added, edited, deleted and ticked with
 * STARTUP_MILESTONE:EDIT on the plan. Each answers the whole plan, so the screen shows the new
 * progress at once. A milestone with sub-milestones is done when all of them are (docs/milestones.md):
 * ticking it ticks them all, un-ticking it un-ticks them all, and ticking the last of them ticks it.
 */
type Ctx = ServiceContext;

/** A milestone of a plan the viewer may change, or NotFound (ForbiddenError when only readable). */
async function editableMilestone(ctx: Ctx, id: string) {
  const milestone = await findMilestone(ctx.db, ctx.tenant, id);
  if (!milestone) throw new NotFoundError("Milestone");
  try {
    await editablePlan(ctx, milestone.planId);
  } catch (error) {
    if (error instanceof NotFoundError) throw new NotFoundError("Milestone");
    throw error;
  }
  return milestone;
}

/** A milestone's done state from its sub-milestones, when it has any. */
async function syncParent(tx: Db, ctx: Ctx, parentId: string) {
  const subs = await findSubMilestones(tx, ctx.tenant, parentId);
  if (subs.length === 0) return;
  await setDoneRows(
    tx,
    ctx.tenant,
    [parentId],
    subs.every((s) => s.done),
    ctx.viewer?.id ?? null,
    ctx.clock.now(),
  );
}

async function planAfter(ctx: Ctx, planId: string) {
  const plan = await findPlan(ctx.db, ctx.tenant, planId);
  if (!plan) throw new NotFoundError("Milestone plan");
  return viewOf(ctx, plan);
}

export async function addMilestone(ctx: Ctx, input: unknown) {
  await requireMilestonesOn(ctx);
  const q = parseInput(addMilestoneSchema, input);
  await editablePlan(ctx, q.planId);
  if (q.parentId) {
    const parent = await findMilestone(ctx.db, ctx.tenant, q.parentId);
    if (!parent || parent.planId !== q.planId) throw new NotFoundError("Milestone");
    if (parent.parentId !== null) throw new ValidationError({ parentId: "Sub-milestones go one level deep" });
  }
  await inTransaction(ctx.db, async (tx) => {
    const position = await nextPosition(tx, ctx.tenant, q.planId, q.parentId);
    await insertMilestones(tx, ctx.tenant, [{ ...q, done: false, position }]);
    if (q.parentId) await syncParent(tx, ctx, q.parentId);
    await touchPlan(tx, ctx.tenant, q.planId, ctx.clock.now());
  });
  return planAfter(ctx, q.planId);
}

export async function updateMilestone(ctx: Ctx, id: string, input: unknown) {
  await requireMilestonesOn(ctx);
  const patch = parseInput(updateMilestoneSchema, input);
  const milestone = await editableMilestone(ctx, id);
  await inTransaction(ctx.db, async (tx) => {
    await updateMilestoneRow(tx, ctx.tenant, id, patch);
    await touchPlan(tx, ctx.tenant, milestone.planId, ctx.clock.now());
  });
  return planAfter(ctx, milestone.planId);
}

export async function deleteMilestone(ctx: Ctx, id: string) {
  await requireMilestonesOn(ctx);
  const milestone = await editableMilestone(ctx, id);
  await inTransaction(ctx.db, async (tx) => {
    await deleteMilestoneRow(tx, ctx.tenant, id);
    if (milestone.parentId) await syncParent(tx, ctx, milestone.parentId);
    await touchPlan(tx, ctx.tenant, milestone.planId, ctx.clock.now());
  });
  return planAfter(ctx, milestone.planId);
}

export async function setMilestoneDone(ctx: Ctx, id: string, done: boolean) {
  await requireMilestonesOn(ctx);
  const milestone = await editableMilestone(ctx, id);
  const plan = await findPlan(ctx.db, ctx.tenant, milestone.planId);
  if (plan?.startupId === null) throw new TemplateNotTickedError();
  await inTransaction(ctx.db, async (tx) => {
    const subs = await findSubMilestones(tx, ctx.tenant, id);
    const ids = [id, ...subs.map((s) => s.id)];
    await setDoneRows(tx, ctx.tenant, ids, done, ctx.viewer?.id ?? null, ctx.clock.now());
    if (milestone.parentId) await syncParent(tx, ctx, milestone.parentId);
    await touchPlan(tx, ctx.tenant, milestone.planId, ctx.clock.now());
  });
  return planAfter(ctx, milestone.planId);
}
