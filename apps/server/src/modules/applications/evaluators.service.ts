import { randomInt } from "node:crypto";
import { TEAM_ROLES } from "@launchpad/domain";
import { assignEvaluators, ROUND_LIMITS } from "@launchpad/domain/applications";
import { z } from "zod";
import { inTransaction } from "../../db/client.ts";
import { isUuid } from "../../db/tenant-scope.ts";
import { ForbiddenError, NotFoundError, ValidationError } from "../../graphql/errors.ts";
import { parseInput } from "../../http/validation.ts";
import type { ServiceContext } from "../../service-context.ts";
import { searchCommunity, userNames } from "../users/index.ts";
import { mayOnFunnel } from "./access.ts";
import { recordActivity } from "./activity.service.ts";
import { applicationsByIds, findApplication } from "./applications.repository.ts";
import type { ApplicationRow, FunnelRoundRow } from "./applications.tables.ts";
import { NotAssignedError, NotInEvaluationRoundError } from "./evaluation.errors.ts";
import {
  applicationsInRound,
  conflictsOf,
  deleteAssignment,
  type EvaluatorAssignment,
  evaluatorsInRound,
  funnelWorkloads,
  insertAssignments,
  openWorkloads,
} from "./evaluators.repository.ts";
import { findFunnel, findRound } from "./funnels.repository.ts";
import { refreshFunnelScores } from "./scores.service.ts";
import { applyEvent, type StatusContext } from "./status.service.ts";

/**
 * Assigning evaluators to applications in evaluation rounds (issue 17 "Evaluation rounds",
 * docs/evaluations.md, decision 050): by hand, at random, or balanced by workload, at
 * /admin/programs/evaluation-assignation and from the overview's batch action. Who may:
 * APPLICATION_FLOW:EDIT on the application's funnel (A's mayOnFunnel: the key with ALL, or
 * the funnel's admins). Who may be assigned: active users with the Evaluator role or a team
 * role (Staff, Coach, Admin & Coach, Admin, Sub-Admin).
 */
export const EVALUATOR_ROLES = ["Evaluator", ...TEAM_ROLES] as const;

/** Statuses in which an application of an evaluation round is being (or has been) evaluated. */
export const EVALUATING_STATUSES = ["under_review", "pending_decision"] as const;

export function inEvaluation(
  application: ApplicationRow,
  round: FunnelRoundRow | null,
): round is FunnelRoundRow {
  return (
    round !== null &&
    round.type === "evaluation" &&
    application.roundId === round.id &&
    (EVALUATING_STATUSES as readonly string[]).includes(application.status)
  );
}

const AssignInput = z.object({
  applicationIds: z.array(z.string().uuid()).min(1).max(500),
  evaluatorIds: z.array(z.string().uuid()).min(1).max(100),
  mode: z.enum(["manual", "random", "balanced"]),
  perApplication: z.number().int().min(1).max(ROUND_LIMITS.maxEvaluatorsPerApplication).nullish(),
});
export type AssignEvaluatorsInput = z.input<typeof AssignInput>;

export type AssignResult = {
  assigned: { applicationId: string; evaluatorId: string; roundId: string }[];
  /** Applications that got no new evaluator (already enough, or every candidate conflicted or assigned). */
  unchangedApplicationIds: string[];
};

/** The evaluators among these ids (active, Evaluator or team role); the others are refused per field. */
async function checkedEvaluators(ctx: ServiceContext, ids: readonly string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  const { rows } = await searchCommunity(ctx, {
    ids: unique,
    roleTypes: [...EVALUATOR_ROLES],
    offset: 0,
    limit: unique.length,
  });
  const found = new Set(rows.map((p) => p.user.id));
  const missing = unique.findIndex((id) => !found.has(id));
  if (missing >= 0) {
    throw new ValidationError({
      [`input.evaluatorIds.${ids.indexOf(unique[missing] as string)}`]:
        "This person cannot evaluate applications (an active evaluator or team member is needed)",
    });
  }
  return unique;
}

/** Loads the applications, checks the viewer's right on their funnels and that each is in an evaluation round. */
async function evaluableApplications(
  ctx: ServiceContext,
  applicationIds: readonly string[],
): Promise<{ application: ApplicationRow; round: FunnelRoundRow }[]> {
  const rows = await applicationsByIds(ctx.db, ctx.tenant, applicationIds);
  if (rows.length !== new Set(applicationIds).size) throw new NotFoundError("Application");
  for (const funnelId of new Set(rows.map((r) => r.funnelId))) {
    if (!(await mayOnFunnel(ctx, funnelId, "APPLICATION_FLOW:EDIT"))) throw new ForbiddenError();
  }
  const rounds = new Map<string, FunnelRoundRow | null>();
  const out: { application: ApplicationRow; round: FunnelRoundRow }[] = [];
  for (const application of rows) {
    const roundId = application.roundId;
    if (roundId && !rounds.has(roundId)) rounds.set(roundId, await findRound(ctx.db, ctx.tenant, roundId));
    const round = roundId ? (rounds.get(roundId) ?? null) : null;
    if (!inEvaluation(application, round)) throw new NotInEvaluationRoundError();
    out.push({ application, round });
  }
  return out;
}

/**
 * Assigns evaluators (all or nothing: one refused application or evaluator refuses the whole
 * call). manual: every chosen evaluator on every chosen application; random / balanced: each
 * application topped up to `perApplication` (default: its round's evaluatorsPerApplication).
 * Never twice, never an evaluator who declared a conflict on it.
 */
export async function assignEvaluatorsToApplications(
  ctx: ServiceContext,
  rawInput: unknown,
  opts: { seed?: number } = {},
): Promise<AssignResult> {
  const input = parseInput(AssignInput, rawInput);
  const evaluatorIds = await checkedEvaluators(ctx, input.evaluatorIds);
  const items = await evaluableApplications(ctx, input.applicationIds);
  const seed = opts.seed ?? randomInt(0, 2 ** 31);

  const byRound = new Map<string, { round: FunnelRoundRow; ids: string[] }>();
  for (const { application, round } of items) {
    const group = byRound.get(round.id) ?? { round, ids: [] };
    group.ids.push(application.id);
    byRound.set(round.id, group);
  }
  const ids = items.map((i) => i.application.id);
  const [conflicts, workload] = await Promise.all([
    conflictsOf(ctx.db, ctx.tenant, ids),
    openWorkloads(ctx.db, ctx.tenant, evaluatorIds),
  ]);
  const assigned: AssignResult["assigned"] = [];
  for (const { round, ids: groupIds } of byRound.values()) {
    const existing = await evaluatorsInRound(ctx.db, ctx.tenant, round.id, groupIds);
    const pairs = assignEvaluators({
      applicationIds: groupIds,
      evaluatorIds,
      perApplication: input.perApplication ?? round.evaluatorsPerApplication,
      mode: input.mode,
      existing,
      conflicts,
      workload,
      seed,
    });
    for (const p of pairs) {
      assigned.push({ ...p, roundId: round.id });
      workload[p.evaluatorId] = (workload[p.evaluatorId] ?? 0) + 1;
    }
  }
  await inTransaction(ctx.db, async (tx) => {
    const txCtx = { ...ctx, db: tx };
    await insertAssignments(
      tx,
      ctx.tenant,
      assigned.map((a) => ({ ...a, assignedBy: ctx.viewer?.id ?? null })),
    );
    for (const a of assigned) {
      await recordActivity(txCtx, a.applicationId, "evaluator_assigned", {
        evaluatorId: a.evaluatorId,
        roundId: a.roundId,
      });
    }
  });
  const touched = new Set(assigned.map((a) => a.applicationId));
  return { assigned, unchangedApplicationIds: ids.filter((id) => !touched.has(id)) };
}

/**
 * When every evaluator assigned in the application's current evaluation round has submitted
 * (and there is at least one), the round's work is done: under_review → pending_decision.
 * Called after a submission, an unassignment and a declared conflict, inside their transaction.
 */
export async function completeRoundIfDone(ctx: StatusContext, applicationId: string): Promise<boolean> {
  const application = await findApplication(ctx.db, ctx.tenant, applicationId);
  if (application?.status !== "under_review" || !application.roundId) return false;
  const round = await findRound(ctx.db, ctx.tenant, application.roundId);
  if (round?.type !== "evaluation") return false;
  const assignments = await evaluatorsInRound(ctx.db, ctx.tenant, round.id, [applicationId]);
  if (assignments.length === 0 || assignments.some((a) => a.submittedAt === null)) return false;
  await applyEvent(ctx, applicationId, { type: "ROUND_WORK_DONE" });
  return true;
}

/**
 * Removes an evaluator from an application's current evaluation round. A submitted
 * evaluation goes with it (its score no longer counts; the scores are recomputed). When the
 * remaining evaluators have all submitted, the round's work is done.
 */
export async function unassignEvaluator(
  ctx: StatusContext,
  applicationId: string,
  evaluatorId: string,
): Promise<ApplicationRow> {
  const [item] = await evaluableApplications(ctx, [applicationId]);
  if (!item) throw new NotFoundError("Application");
  return inTransaction(ctx.db, async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const removed = await deleteAssignment(tx, ctx.tenant, applicationId, evaluatorId, item.round.id);
    if (removed === 0) throw new NotAssignedError();
    await recordActivity(txCtx, applicationId, "evaluator_unassigned", {
      evaluatorId,
      roundId: item.round.id,
    });
    await refreshFunnelScores(txCtx, item.application.funnelId, [applicationId]);
    await completeRoundIfDone(txCtx, applicationId);
    return (await findApplication(tx, ctx.tenant, applicationId)) as ApplicationRow;
  });
}

export type EvaluatorWorkload = {
  evaluatorId: string;
  fullName: string;
  roleType: string;
  /** Unsubmitted assignments across every funnel. */
  open: number;
  /** In this funnel. */
  funnelOpen: number;
  funnelSubmitted: number;
};

/** Everyone who may evaluate, with their workload (for the assignment page), least loaded first. */
export async function evaluatorWorkloads(
  ctx: ServiceContext,
  funnelId: string,
): Promise<EvaluatorWorkload[]> {
  if (!isUuid(funnelId) || !(await findFunnel(ctx.db, ctx.tenant, funnelId)))
    throw new NotFoundError("Funnel");
  if (!(await mayOnFunnel(ctx, funnelId, "APPLICATION_FLOW:EDIT"))) throw new ForbiddenError();
  const { rows } = await searchCommunity(ctx, {
    roleTypes: [...EVALUATOR_ROLES],
    offset: 0,
    limit: 500,
  });
  const ids = rows.map((p) => p.user.id);
  const [open, inFunnel] = await Promise.all([
    openWorkloads(ctx.db, ctx.tenant, ids),
    funnelWorkloads(ctx.db, ctx.tenant, funnelId),
  ]);
  const funnelBy = new Map(inFunnel.map((w) => [w.evaluatorId, w]));
  return rows
    .map((p) => ({
      evaluatorId: p.user.id,
      fullName: `${p.user.firstName} ${p.user.lastName}`.trim(),
      roleType: p.role.type,
      open: open[p.user.id] ?? 0,
      funnelOpen: funnelBy.get(p.user.id)?.open ?? 0,
      funnelSubmitted: funnelBy.get(p.user.id)?.submitted ?? 0,
    }))
    .sort((a, b) => a.open - b.open || a.fullName.localeCompare(b.fullName));
}

export type RoundAssignmentRow = {
  applicationId: string;
  /** Null when the viewer may not see who applied (they evaluate it blind). */
  applicantName: string | null;
  status: ApplicationRow["status"];
  evaluators: (EvaluatorAssignment & { fullName: string })[];
  conflictEvaluatorIds: string[];
};

/**
 * The applications of an evaluation round with their evaluators (the assignment page). Staff
 * with APPLICATION_FLOW:EDIT on the funnel only; at most 500, oldest first.
 */
export async function roundAssignments(ctx: ServiceContext, roundId: string): Promise<RoundAssignmentRow[]> {
  const round = isUuid(roundId) ? await findRound(ctx.db, ctx.tenant, roundId) : null;
  if (!round) throw new NotFoundError("Round");
  if (!(await mayOnFunnel(ctx, round.funnelId, "APPLICATION_FLOW:EDIT"))) throw new ForbiddenError();
  if (round.type !== "evaluation") return [];
  const applications = await applicationsInRound(ctx.db, ctx.tenant, round.id, 500);
  const ids = applications.map((a) => a.id);
  const [assignments, conflicts] = await Promise.all([
    evaluatorsInRound(ctx.db, ctx.tenant, round.id, ids),
    conflictsOf(ctx.db, ctx.tenant, ids),
  ]);
  const names = await userNames(ctx, [
    ...new Set([...applications.map((a) => a.applicantId), ...assignments.map((a) => a.evaluatorId)]),
  ]);
  // The viewer (staff of the funnel) evaluating one of them blind does not see who applied.
  const viewerId = ctx.viewer?.id;
  const hidden = new Set(
    round.blind
      ? assignments
          .filter((e) => e.evaluatorId === viewerId && e.submittedAt === null)
          .map((e) => e.applicationId)
      : [],
  );
  return applications.map((a) => ({
    applicationId: a.id,
    applicantName: hidden.has(a.id) ? null : (names.get(a.applicantId) ?? ""),
    status: a.status,
    evaluators: assignments
      .filter((e) => e.applicationId === a.id)
      .map((e) => ({ ...e, fullName: names.get(e.evaluatorId) ?? "" })),
    conflictEvaluatorIds: conflicts.filter((c) => c.applicationId === a.id).map((c) => c.evaluatorId),
  }));
}
