import { AppError, NotFoundError, ValidationError } from "../../graphql/errors.ts";
import type { ServiceContext } from "../../service-context.ts";
import { type BatchActionContext, defineBatchAction } from "../batch-operations/index.ts";
import { assertTagsOfKind } from "../tags/index.ts";
import { searchCommunity } from "../users/index.ts";
import { mayOnFunnel } from "./access.ts";
import { recordActivity } from "./activity.service.ts";
import { readerOf } from "./application-access.ts";
import { findApplication } from "./applications.repository.ts";
import { acceptRound, moveToRound, rejectApplication } from "./decide.service.ts";
import { assignEvaluatorsToApplications, EVALUATOR_ROLES } from "./evaluators.service.ts";
import { findRound, findRoundEmail } from "./funnels.repository.ts";
import { addApplicationTags } from "./overview.repository.ts";

/**
 * The overview's batch actions (lane C, docs/application-overview.md, decision 048): each item
 * runs the one-application rule of its owner (D's decide.service, E's evaluators.service) as
 * the requester, in the transaction the batch job opens for it; a refused item fails with its
 * reason and the others go on. `check` refuses a whole batch whose arguments name nothing
 * usable (validation FAILED on the progress card).
 */
class BatchItemError extends AppError {
  constructor(reason: "OTHER_FUNNEL", message: string) {
    super("ConflictError", message, { reason });
  }
}

/** The application as the requester may see it: NotFound otherwise, as a single call would answer. */
async function visible(ctx: BatchActionContext, applicationId: string) {
  const row = await findApplication(ctx.db, ctx.tenant, applicationId);
  if (!row || !(await readerOf(ctx, row))) throw new NotFoundError("Application");
  return row;
}

export const moveRoundAction = defineBatchAction<{ roundId: string }>({
  kind: "application",
  action: "move_round",
  check: async (ctx, input) =>
    (await findRound(ctx.db, ctx.tenant, input.roundId)) ? null : "ROUND_NOT_FOUND",
  run: async (ctx, applicationId, input) => {
    const row = await visible(ctx, applicationId);
    const round = await findRound(ctx.db, ctx.tenant, input.roundId);
    if (!round || round.funnelId !== row.funnelId) {
      throw new BatchItemError("OTHER_FUNNEL", "The round is not one of this application's funnel");
    }
    await moveToRound(ctx, applicationId, input.roundId);
  },
});

export const acceptAction = defineBatchAction<{ includeReviewerComments: boolean }>({
  kind: "application",
  action: "accept",
  run: async (ctx, applicationId, input) => {
    await acceptRound(ctx, applicationId, { includeReviewerComments: input.includeReviewerComments });
  },
});

/** Rejection: one rejection e-mail (reason) per funnel at most; applications of other funnels get none. */
export const rejectAction = defineBatchAction<{
  rejectionEmailByFunnel: Record<string, string>;
  includeReviewerComments: boolean;
  /** A reason given was not a rejection e-mail of the organisation: the batch is refused. */
  unknownReason?: boolean;
}>({
  kind: "application",
  action: "reject",
  check: async (_ctx, input) => (input.unknownReason ? "REJECTION_EMAIL_NOT_FOUND" : null),
  run: async (ctx, applicationId, input) => {
    const row = await visible(ctx, applicationId);
    await rejectApplication(ctx, applicationId, {
      rejectionEmailId: input.rejectionEmailByFunnel[row.funnelId] ?? null,
      includeReviewerComments: input.includeReviewerComments,
    });
  },
});

export const assignEvaluatorsAction = defineBatchAction<{
  evaluatorIds: string[];
  mode: "manual" | "random" | "balanced";
}>({
  kind: "application",
  action: "assign_evaluators",
  check: async (ctx, input) =>
    (await eligibleEvaluators(ctx, input.evaluatorIds)) ? null : "EVALUATOR_NOT_ELIGIBLE",
  run: async (ctx, applicationId, input) => {
    await visible(ctx, applicationId);
    await assignEvaluatorsToApplications(ctx, {
      applicationIds: [applicationId],
      evaluatorIds: input.evaluatorIds,
      mode: input.mode,
    });
  },
});

export const tagAction = defineBatchAction<{ tagIds: string[] }>({
  kind: "application",
  action: "tag",
  check: async (ctx, input) => {
    try {
      await assertTagsOfKind(ctx, input.tagIds, ["application"]);
      return null;
    } catch (error) {
      if (error instanceof ValidationError) return "TAG_NOT_FOUND";
      throw error;
    }
  },
  run: async (ctx, applicationId, input) => {
    const row = await visible(ctx, applicationId);
    if (!(await mayOnFunnel(ctx, row.funnelId, "APPLICATION_FLOW:EDIT"))) {
      throw new AppError("ForbiddenError", "You may not tag this application", { reason: "FORBIDDEN" });
    }
    await addApplicationTags(ctx.db, ctx.tenant, applicationId, input.tagIds);
    await recordActivity(ctx, applicationId, "tags_changed", { count: input.tagIds.length });
  },
});

/** Whether every id is an active evaluator or team member (E's rule for who may evaluate). */
async function eligibleEvaluators(ctx: ServiceContext, ids: readonly string[]): Promise<boolean> {
  const unique = [...new Set(ids)];
  const { rows } = await searchCommunity(ctx, {
    ids: unique,
    roleTypes: [...EVALUATOR_ROLES],
    offset: 0,
    limit: unique.length,
  });
  return rows.length === unique.length;
}

/** The rejection e-mails given, by funnel; null when one is not a rejection e-mail of this organisation. */
export async function rejectionEmailsByFunnel(
  ctx: ServiceContext,
  emailIds: readonly string[],
): Promise<Record<string, string> | null> {
  const byFunnel: Record<string, string> = {};
  for (const id of new Set(emailIds)) {
    const email = await findRoundEmail(ctx.db, ctx.tenant, id);
    const round = email?.kind === "rejection" ? await findRound(ctx.db, ctx.tenant, email.roundId) : null;
    if (!round) return null;
    if (byFunnel[round.funnelId]) {
      throw new ValidationError({ "input.rejectionEmailIds": "Choose one rejection reason per funnel" });
    }
    byFunnel[round.funnelId] = id;
  }
  return byFunnel;
}
