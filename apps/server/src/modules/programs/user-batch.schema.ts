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
import { peopleByIds } from "../users/index.ts";
import { addToProgramAction, assignStartupsAction, removeFromProgramAction } from "./user-batch.actions.ts";

/**
 * startUserBatch (issue 18, docs/programs.md): one of the user assignations' actions on up to
 * BATCH_MAX_ITEMS users, run as a job; progress through userBatchOperationUpdated. The caller
 * needs PROGRAM:CREATE. Every user id must be the organisation's (NotFound, nothing started);
 * a programme or startup that is not its own refuses the batch (validation FAILED).
 */
const ActionRef = builder.enumType("UserBatchAction", {
  values: ["ADD_TO_PROGRAM", "REMOVE_FROM_PROGRAM", "ASSIGN_STARTUPS"] as const,
});

const InputRef = builder.inputType("StartUserBatchInput", {
  fields: (t) => ({
    action: t.field({ type: ActionRef, required: true }),
    userIds: t.idList({ required: true }),
    programId: t.id({ description: "ADD_TO_PROGRAM / REMOVE_FROM_PROGRAM" }),
    startupIds: t.idList({ description: "ASSIGN_STARTUPS: each user supports these startups (added)" }),
  }),
});

const Input = z.discriminatedUnion("action", [
  z.object({ action: z.literal("ADD_TO_PROGRAM"), programId: z.uuid() }),
  z.object({ action: z.literal("REMOVE_FROM_PROGRAM"), programId: z.uuid() }),
  z.object({ action: z.literal("ASSIGN_STARTUPS"), startupIds: z.array(z.uuid()).min(1).max(100) }),
]);

type Ctx = Parameters<typeof startBatch>[0];

export async function startUserBatch(ctx: Ctx, raw: Record<string, unknown>): Promise<BatchOperationView> {
  const input = parseInput(Input, raw);
  const { userIds } = parseInput(z.object({ userIds: z.array(z.uuid()).min(1).max(BATCH_MAX_ITEMS) }), {
    userIds: raw.userIds,
  });
  const unique = [...new Set(userIds)];
  if ((await peopleByIds(ctx, unique)).length !== unique.length) throw new NotFoundError("User");
  switch (input.action) {
    case "ADD_TO_PROGRAM":
      return startBatch(ctx, {
        action: addToProgramAction,
        input: { programId: input.programId },
        itemIds: unique,
      });
    case "REMOVE_FROM_PROGRAM":
      return startBatch(ctx, {
        action: removeFromProgramAction,
        input: { programId: input.programId },
        itemIds: unique,
      });
    case "ASSIGN_STARTUPS":
      return startBatch(ctx, {
        action: assignStartupsAction,
        input: { startupIds: [...new Set(input.startupIds)] },
        itemIds: unique,
      });
  }
}

builder.mutationField("startUserBatch", (t) =>
  t.field({
    type: BatchOperationRef,
    description: "Starts a batch action on users (run as a job; follow it with userBatchOperationUpdated)",
    authScopes: { permission: "PROGRAM:CREATE" },
    args: { input: t.arg({ type: InputRef, required: true }) },
    resolve: (_r, { input }, ctx) => startUserBatch(ctx, { ...input } as Record<string, unknown>),
  }),
);
