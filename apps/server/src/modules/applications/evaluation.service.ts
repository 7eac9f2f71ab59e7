import { normaliseScores } from "@launchpad/domain/applications";
import { z } from "zod";
import { inTransaction } from "../../db/client.ts";
import { isUuid } from "../../db/tenant-scope.ts";
import { ForbiddenError, NotFoundError } from "../../graphql/errors.ts";
import { parseInput } from "../../http/validation.ts";
import type { ServiceContext } from "../../service-context.ts";
import {
  answerForSubject,
  type FormResponseView,
  type FormToFillView,
  formForSubject,
} from "../forms/index.ts";
import { userNames } from "../users/index.ts";
import { mayOnFunnel } from "./access.ts";
import { recordActivity } from "./activity.service.ts";
import { readerOf } from "./application-access.ts";
import { applicationView } from "./application-views.ts";
import { applicationsByIds, findApplication } from "./applications.repository.ts";
import type { ApplicationRow, FunnelRoundRow } from "./applications.tables.ts";
import { blindFor, forgetBlind } from "./blind.ts";
import {
  EvaluationSubmittedError,
  NotAssignedError,
  NotInEvaluationRoundError,
  RoundHasNoFormError,
} from "./evaluation.errors.ts";
import {
  assignmentsOfEvaluator,
  conflictsOf,
  deleteAssignment,
  evaluatorsOf,
  findAssignment,
  insertConflict,
  markSubmitted,
  submittedEvaluationsBy,
} from "./evaluators.repository.ts";
import { completeRoundIfDone, inEvaluation } from "./evaluators.service.ts";
import { identityHidden } from "./file.reads.ts";
import { findRound, roundsOfFunnels } from "./funnels.repository.ts";
import { refreshFunnelScores } from "./scores.service.ts";
import type { StatusContext } from "./status.service.ts";

/**
 * Evaluating applications (issue 17 "Evaluation rounds" and "Fairness", docs/evaluations.md,
 * decision 050): the evaluator's queue, their evaluation form (the round's evaluation-kind
 * form, answered about the application through the forms door), submitting it (the score
 * kept, the scores recomputed, the round done when everyone submitted), conflicts of
 * interest, and the evaluations of an application as staff and evaluators may see them.
 */

const SUBJECT = (id: string) => ({ type: "application" as const, id });

/** The application in its evaluation round with the viewer's assignment there, or a typed refusal. */
async function ownAssignment(ctx: ServiceContext, applicationId: string, forUpdate = false) {
  const viewer = ctx.viewer;
  if (!viewer) throw new ForbiddenError();
  const application = isUuid(applicationId)
    ? await findApplication(ctx.db, ctx.tenant, applicationId, forUpdate)
    : null;
  // Someone not assigned (and not staff) is told it does not exist, as everywhere else.
  if (!application || !(await readerOf(ctx, application))) throw new NotFoundError("Application");
  const round = application.roundId ? await findRound(ctx.db, ctx.tenant, application.roundId) : null;
  if (!inEvaluation(application, round)) throw new NotInEvaluationRoundError();
  const assignment = await findAssignment(ctx.db, ctx.tenant, application.id, round.id, viewer.id, forUpdate);
  if (!assignment) throw new NotAssignedError();
  return { application, round, assignment };
}

export type EvaluationFormView = {
  applicationId: string;
  roundId: string;
  blind: boolean;
  submittedAt: string | null;
  score: number | null;
  form: FormToFillView;
};

function formOf(round: FunnelRoundRow): string {
  if (!round.formId) throw new RoundHasNoFormError();
  return round.formId;
}

/** The viewer's evaluation form for the application (its round's form and their own draft or submission). */
export async function evaluationForm(
  ctx: ServiceContext,
  applicationId: string,
): Promise<EvaluationFormView> {
  const { application, round, assignment } = await ownAssignment(ctx, applicationId);
  const form = await formForSubject(ctx, formOf(round), SUBJECT(application.id));
  return {
    applicationId: application.id,
    roundId: round.id,
    blind: round.blind,
    submittedAt: assignment.submittedAt?.toISOString() ?? null,
    score: assignment.score,
    form,
  };
}

const SaveInput = z.object({
  applicationId: z.string(),
  answers: z.unknown(),
  submit: z.boolean(),
});

/**
 * Saves the viewer's evaluation (a draft, or submitted). On submit, in the same transaction:
 * the response's score is kept on the assignment, the funnel's scores are recomputed, and
 * when every evaluator of the round has submitted the application goes to pending_decision
 * (ROUND_WORK_DONE). A submitted evaluation is final.
 */
export async function saveEvaluation(ctx: StatusContext, rawInput: unknown): Promise<EvaluationFormView> {
  const input = parseInput(SaveInput, rawInput);
  await inTransaction(ctx.db, async (tx) => {
    const txCtx: StatusContext = { ...ctx, db: tx };
    const { application, round, assignment } = await ownAssignment(txCtx, input.applicationId, true);
    if (assignment.submittedAt) throw new EvaluationSubmittedError();
    const response: FormResponseView = await answerForSubject(txCtx, {
      formId: formOf(round),
      subject: SUBJECT(application.id),
      answers: input.answers,
      mode: input.submit ? "submit" : "draft",
    });
    if (!input.submit) return;
    await markSubmitted(tx, ctx.tenant, assignment, response.score, ctx.clock.now());
    await recordActivity(txCtx, application.id, "evaluation_submitted", {
      evaluatorId: assignment.evaluatorId,
      roundId: round.id,
      score: response.score,
    });
    await refreshFunnelScores(txCtx, application.funnelId, [application.id]);
    await completeRoundIfDone(txCtx, application.id);
  });
  forgetBlind(ctx);
  return evaluationForm(ctx, input.applicationId);
}

/**
 * A conflict of interest on an application: the evaluator is removed from it (their
 * assignment, and with it any score they gave, no longer counts) and is never assigned to it
 * again. Declared by the evaluator themself (they must be assigned to it), or by staff with
 * APPLICATION_FLOW:EDIT on the funnel for one of their evaluators (a conflict told to them).
 */
export async function declareConflict(
  ctx: StatusContext,
  rawInput: unknown,
): Promise<{ applicationId: string; evaluatorId: string }> {
  const input = parseInput(
    z.object({
      applicationId: z.string(),
      reason: z.string().trim().max(1000).nullish(),
      evaluatorId: z.string().uuid().nullish(),
    }),
    rawInput,
  );
  const viewer = ctx.viewer;
  if (!viewer) throw new ForbiddenError();
  const application = isUuid(input.applicationId)
    ? await findApplication(ctx.db, ctx.tenant, input.applicationId)
    : null;
  if (!application || !(await readerOf(ctx, application))) throw new NotFoundError("Application");
  const evaluatorId = input.evaluatorId ?? viewer.id;
  if (evaluatorId !== viewer.id) {
    if (!(await mayOnFunnel(ctx, application.funnelId, "APPLICATION_FLOW:EDIT"))) throw new ForbiddenError();
  } else {
    const assignments = await evaluatorsOf(ctx.db, ctx.tenant, [application.id]);
    if (!assignments.some((a) => a.evaluatorId === viewer.id)) throw new NotAssignedError();
  }
  await inTransaction(ctx.db, async (tx) => {
    const txCtx: StatusContext = { ...ctx, db: tx };
    await insertConflict(tx, ctx.tenant, {
      applicationId: application.id,
      evaluatorId,
      reason: input.reason?.trim() || null,
    });
    await deleteAssignment(tx, ctx.tenant, application.id, evaluatorId);
    await recordActivity(txCtx, application.id, "conflict_declared", { evaluatorId });
    await refreshFunnelScores(txCtx, application.funnelId, [application.id]);
    await completeRoundIfDone(txCtx, application.id);
  });
  forgetBlind(ctx);
  return { applicationId: application.id, evaluatorId };
}

export type QueueItem = {
  applicationId: string;
  roundId: string;
  funnelId: string;
  assignedAt: string;
  submittedAt: string | null;
  score: number | null;
  /** Still to evaluate: unsubmitted, and the application is in that round being evaluated. */
  toDo: boolean;
  blind: boolean;
  /** The applicant's name; null while blind or anonymous to evaluators. */
  applicantName: string | null;
  roundName: Record<string, string>;
};

/**
 * The viewer's assigned applications: those to evaluate first (oldest assignment first),
 * then those submitted (newest first). Assignments left unsubmitted when the application
 * moved on are not listed.
 */
export async function evaluationQueue(ctx: ServiceContext): Promise<QueueItem[]> {
  const viewer = ctx.viewer;
  if (!viewer) return [];
  const assignments = await assignmentsOfEvaluator(ctx.db, ctx.tenant, viewer.id);
  if (assignments.length === 0) return [];
  const applications = new Map(
    (
      await applicationsByIds(
        ctx.db,
        ctx.tenant,
        assignments.map((a) => a.applicationId),
      )
    ).map((a) => [a.id, a]),
  );
  const funnelIds = [...new Set([...applications.values()].map((a) => a.funnelId))];
  const rounds = new Map((await roundsOfFunnels(ctx.db, ctx.tenant, funnelIds)).map((r) => [r.id, r]));
  const names = await userNames(
    ctx,
    [...applications.values()].map((a) => a.applicantId),
  );
  const items: QueueItem[] = [];
  for (const a of assignments) {
    const application = applications.get(a.applicationId);
    const round = rounds.get(a.roundId);
    if (!application || !round) continue;
    const toDo = a.submittedAt === null && inEvaluation(application, round) && round.id === a.roundId;
    if (a.submittedAt === null && !toDo) continue;
    const blind = round.blind && a.submittedAt === null;
    // Blind, or the organisation's anonymityApplications flag (D's identityHidden decides both).
    const hidden = blind || (await identityHidden(ctx, applicationView(application)));
    items.push({
      applicationId: application.id,
      roundId: round.id,
      funnelId: application.funnelId,
      assignedAt: a.assignedAt.toISOString(),
      submittedAt: a.submittedAt?.toISOString() ?? null,
      score: a.score,
      toDo,
      blind,
      applicantName: hidden ? null : (names.get(application.applicantId) ?? null),
      roundName: round.name,
    });
  }
  const todo = items.filter((i) => i.toDo);
  const done = items
    .filter((i) => !i.toDo)
    .sort((x, y) => (y.submittedAt ?? "").localeCompare(x.submittedAt ?? ""));
  return [...todo, ...done];
}

export type EvaluationView = {
  evaluatorId: string;
  evaluatorName: string;
  roundId: string;
  assignedAt: string;
  submittedAt: string | null;
  score: number | null;
  /** The score against this evaluator's own scores in the round (null until submitted). */
  zScore: number | null;
  mine: boolean;
};

export type ApplicationEvaluationsView = {
  applicationId: string;
  /** The viewer reviews blind: only their own evaluation is listed, no aggregate. */
  blind: boolean;
  averageScore: number | null;
  normalisedScore: number | null;
  evaluationCount: number;
  evaluations: EvaluationView[];
  /** Declared conflicts (staff only; empty for evaluators). */
  conflicts: { evaluatorId: string; evaluatorName: string; reason: string | null; declaredAt: string }[];
};

/**
 * An application's evaluations: each evaluator's raw score and z-score (against their own
 * scores in that round), the raw average and the normalised score. Staff with a view key on
 * the funnel and assigned evaluators may read it (the applicant may not). A blind evaluator
 * who has not submitted sees only their own evaluation (blind.ts).
 */
export async function applicationEvaluations(
  ctx: ServiceContext,
  applicationId: string,
): Promise<ApplicationEvaluationsView> {
  const viewer = ctx.viewer;
  const application: ApplicationRow | null =
    viewer && isUuid(applicationId) ? await findApplication(ctx.db, ctx.tenant, applicationId) : null;
  const reader = application ? await readerOf(ctx, application) : null;
  if (!application || !viewer || !reader || reader === "applicant") throw new NotFoundError("Application");
  const staff = reader === "staff";
  const blind = await blindFor(ctx, application);
  const assignments = await evaluatorsOf(ctx.db, ctx.tenant, [application.id]);
  const visible = blind ? assignments.filter((a) => a.evaluatorId === viewer.id) : assignments;
  const submitted = visible.filter((a) => a.submittedAt !== null && a.score !== null);
  const scale = await submittedEvaluationsBy(
    ctx.db,
    ctx.tenant,
    submitted.map((a) => ({ roundId: a.roundId, evaluatorId: a.evaluatorId })),
  );
  const key = (evaluatorId: string, roundId: string) => `${evaluatorId}:${roundId}`;
  const normalised = normaliseScores(
    scale.map((e) => ({
      evaluatorId: key(e.evaluatorId, e.roundId),
      applicationId: e.applicationId,
      score: e.score,
    })),
  ).evaluations.filter((e) => e.applicationId === application.id);
  const zBy = new Map(normalised.map((e) => [e.evaluatorId, e.zScore]));
  const conflicts = staff ? await conflictsOf(ctx.db, ctx.tenant, [application.id]) : [];
  const names = await userNames(ctx, [
    ...new Set([...visible.map((a) => a.evaluatorId), ...conflicts.map((c) => c.evaluatorId)]),
  ]);
  return {
    applicationId: application.id,
    blind,
    averageScore: blind ? null : application.averageScore,
    normalisedScore: blind ? null : application.normalisedScore,
    evaluationCount: blind ? submitted.length : application.evaluationCount,
    evaluations: visible.map((a) => ({
      evaluatorId: a.evaluatorId,
      evaluatorName: names.get(a.evaluatorId) ?? "",
      roundId: a.roundId,
      assignedAt: a.assignedAt.toISOString(),
      submittedAt: a.submittedAt?.toISOString() ?? null,
      score: a.submittedAt ? a.score : null,
      zScore: a.submittedAt ? (zBy.get(key(a.evaluatorId, a.roundId)) ?? null) : null,
      mine: a.evaluatorId === viewer.id,
    })),
    conflicts: conflicts.map((c) => ({
      evaluatorId: c.evaluatorId,
      evaluatorName: names.get(c.evaluatorId) ?? "",
      reason: c.reason,
      declaredAt: c.declaredAt.toISOString(),
    })),
  };
}
