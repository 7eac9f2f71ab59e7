import { z } from "zod";
import { builder } from "../../graphql/builder.ts";
import { NotFoundError } from "../../graphql/errors.ts";
import { parseInput } from "../../http/validation.ts";
import {
  BATCH_MAX_ITEMS,
  BatchOperationRef,
  type BatchOperationView,
  startBatch,
} from "../batch-operations/index.ts";
import { applicationsByIds } from "./applications.repository.ts";
import {
  acceptAction,
  assignEvaluatorsAction,
  moveRoundAction,
  rejectAction,
  rejectionEmailsByFunnel,
  tagAction,
} from "./batch.actions.ts";

/**
 * startApplicationBatch (lane C, docs/application-overview.md): one of the overview's batch
 * actions on up to 1,000 applications, run as a job; progress through
 * applicationBatchOperationUpdated. The caller needs APPLICATION_OVERVIEW/BATCH/ACTION_CTAS:VIEW;
 * each item then needs the action's own key on its funnel (checked when it runs).
 */
const ActionRef = builder.enumType("ApplicationBatchAction", {
  values: ["MOVE_ROUND", "ACCEPT", "REJECT", "ASSIGN_EVALUATORS", "TAG"] as const,
});
const AssignModeRef = builder.enumType("ApplicationBatchAssignMode", {
  description:
    "manual: every chosen evaluator on each; random / balanced: each topped up to its round's number",
  values: ["manual", "random", "balanced"] as const,
});

const InputRef = builder.inputType("StartApplicationBatchInput", {
  fields: (t) => ({
    action: t.field({ type: ActionRef, required: true }),
    applicationIds: t.idList({ required: true }),
    roundId: t.id({ description: "MOVE_ROUND: the round (of the applications' funnel)" }),
    rejectionEmailIds: t.idList({
      description:
        "REJECT: the rejection e-mail (reason) of each funnel; applications of a funnel without one get no e-mail",
    }),
    includeReviewerComments: t.boolean({
      description: "ACCEPT / REJECT: reviewer comments for the applicant go out with the e-mail",
    }),
    evaluatorIds: t.idList({ description: "ASSIGN_EVALUATORS" }),
    assignMode: t.field({ type: AssignModeRef, description: "ASSIGN_EVALUATORS (default manual)" }),
    tagIds: t.idList({ description: "TAG: tags added (those already there stay)" }),
  }),
});

const ids = (max: number) => z.array(z.uuid()).min(1).max(max);
const Input = z.discriminatedUnion("action", [
  z.object({ action: z.literal("MOVE_ROUND"), roundId: z.uuid() }),
  z.object({ action: z.literal("ACCEPT"), includeReviewerComments: z.boolean().nullish() }),
  z.object({
    action: z.literal("REJECT"),
    rejectionEmailIds: z.array(z.uuid()).max(100).nullish(),
    includeReviewerComments: z.boolean().nullish(),
  }),
  z.object({
    action: z.literal("ASSIGN_EVALUATORS"),
    evaluatorIds: ids(100),
    assignMode: z.enum(["manual", "random", "balanced"]).nullish(),
  }),
  z.object({ action: z.literal("TAG"), tagIds: ids(50) }),
]);

type Ctx = Parameters<typeof startBatch>[0];

/** Starts the batch of the action with its checked arguments. */
export async function startApplicationBatch(
  ctx: Ctx,
  raw: Record<string, unknown>,
): Promise<BatchOperationView> {
  const input = parseInput(Input, raw);
  const { applicationIds } = parseInput(z.object({ applicationIds: ids(BATCH_MAX_ITEMS) }), {
    applicationIds: raw.applicationIds,
  });
  // Every id names an application of the organisation (another's, or none: NotFound, nothing started).
  const found = await applicationsByIds(ctx.db, ctx.tenant, applicationIds);
  if (new Set(found.map((a) => a.id)).size !== new Set(applicationIds).size)
    throw new NotFoundError("Application");
  const comments = "includeReviewerComments" in input ? (input.includeReviewerComments ?? false) : false;
  switch (input.action) {
    case "MOVE_ROUND":
      return startBatch(ctx, {
        action: moveRoundAction,
        input: { roundId: input.roundId },
        itemIds: applicationIds,
      });
    case "ACCEPT":
      return startBatch(ctx, {
        action: acceptAction,
        input: { includeReviewerComments: comments },
        itemIds: applicationIds,
      });
    case "REJECT": {
      // A reason that is not a rejection e-mail of the organisation refuses the whole batch (its check).
      const byFunnel = await rejectionEmailsByFunnel(ctx, input.rejectionEmailIds ?? []);
      return startBatch(ctx, {
        action: rejectAction,
        input: {
          rejectionEmailByFunnel: byFunnel ?? {},
          includeReviewerComments: comments,
          unknownReason: !byFunnel,
        },
        itemIds: applicationIds,
      });
    }
    case "ASSIGN_EVALUATORS":
      return startBatch(ctx, {
        action: assignEvaluatorsAction,
        input: { evaluatorIds: [...new Set(input.evaluatorIds)], mode: input.assignMode ?? "manual" },
        itemIds: applicationIds,
      });
    case "TAG":
      return startBatch(ctx, {
        action: tagAction,
        input: { tagIds: [...new Set(input.tagIds)] },
        itemIds: applicationIds,
      });
  }
}

builder.mutationField("startApplicationBatch", (t) =>
  t.field({
    type: BatchOperationRef,
    description:
      "Starts a batch action on applications (run as a job; follow it with applicationBatchOperationUpdated)",
    authScopes: { permission: "APPLICATION_OVERVIEW/BATCH/ACTION_CTAS:VIEW" },
    args: { input: t.arg({ type: InputRef, required: true }) },
    resolve: (_r, { input }, ctx) => startApplicationBatch(ctx, { ...input } as Record<string, unknown>),
  }),
);
