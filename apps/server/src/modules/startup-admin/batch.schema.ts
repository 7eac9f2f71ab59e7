import { z } from "zod";
import { builder } from "../../graphql/builder.ts";
import { NotFoundError, ValidationError } from "../../graphql/errors.ts";
import { parseInput } from "../../http/validation.ts";
import {
  BATCH_MAX_ITEMS,
  BatchOperationRef,
  type BatchOperationView,
  startBatch,
} from "../batch-operations/index.ts";
import { holds, inScope, startupScope } from "../permissions/index.ts";
import { existingProgramIds, existingStartupIds } from "../startups/index.ts";
import { tagCards } from "../tags/index.ts";
import { peopleByIds } from "../users/index.ts";
import {
  addToProgramAction,
  assignUserAction,
  deleteAction,
  removeFromProgramAction,
  tagAction,
  unassignUserAction,
} from "./batch.actions.ts";
import { supportersAmong } from "./people.service.ts";
import { ADMINISTRATION_ROLES, FILE_KEY, StartupAdminForbiddenError } from "./startup-admin.access.ts";

/**
 * startStartupBatch (decision 058, docs/admin-startups.md): one action on up to
 * BATCH_MAX_ITEMS startups, run as a job; progress through startupBatchOperationUpdated. Bad
 * input is a ValidationError; a startup, programme, tag or person that is not the
 * organisation's (or a startup out of the viewer's scope) NotFound; nothing starts then.
 */
const ActionRef = builder.enumType("StartupBatchAction", {
  values: ["TAG", "ADD_TO_PROGRAM", "REMOVE_FROM_PROGRAM", "ASSIGN_USER", "UNASSIGN_USER", "DELETE"] as const,
});

const InputRef = builder.inputType("StartStartupBatchInput", {
  fields: (t) => ({
    action: t.field({ type: ActionRef, required: true }),
    startupIds: t.idList({ required: true }),
    tagIds: t.idList({ description: "TAG: startup tags added (those already there stay)" }),
    programId: t.id({ description: "ADD_TO_PROGRAM / REMOVE_FROM_PROGRAM" }),
    userId: t.id({ description: "ASSIGN_USER / UNASSIGN_USER: a coach, mentor, expert or team member" }),
    minutesAllocated: t.int({
      description: "ASSIGN_USER: the hours allocated, in minutes (without it, a connection keeps its own)",
    }),
  }),
});

const MINUTES_MAX = 100_000;
const uuid = z.uuid("Not an id");
const Input = z.discriminatedUnion("action", [
  z.object({
    action: z.literal("TAG"),
    tagIds: z.array(uuid).min(1, "Choose at least one tag").max(50, "At most 50 tags"),
  }),
  z.object({ action: z.literal("ADD_TO_PROGRAM"), programId: uuid }),
  z.object({ action: z.literal("REMOVE_FROM_PROGRAM"), programId: uuid }),
  z.object({
    action: z.literal("ASSIGN_USER"),
    userId: uuid,
    minutesAllocated: z
      .number()
      .int("Whole minutes")
      .min(0, "At least 0 minutes")
      .max(MINUTES_MAX, `At most ${MINUTES_MAX} minutes`)
      .nullish(),
  }),
  z.object({ action: z.literal("UNASSIGN_USER"), userId: uuid }),
  z.object({ action: z.literal("DELETE") }),
]);

const idsSchema = z.object({
  startupIds: z
    .array(uuid)
    .min(1, "Choose at least one startup")
    .max(BATCH_MAX_ITEMS, `At most ${BATCH_MAX_ITEMS} startups at a time`),
});

/** The key each action needs besides the administration role (checked again per startup). */
const KEYS: Partial<Record<z.infer<typeof Input>["action"], string>> = {
  TAG: "TAG:STARTUP:ADD",
  ASSIGN_USER: "STARTUP/ASSIGNATION_MEMBERS:EDIT",
  UNASSIGN_USER: "STARTUP/ASSIGNATION_MEMBERS:EDIT",
  DELETE: "STARTUP:DELETE",
};

type Ctx = Parameters<typeof startBatch>[0];

async function requireStartups(ctx: Ctx, ids: string[]) {
  const unique = [...new Set(ids)];
  const [found, scope] = await Promise.all([existingStartupIds(ctx, unique), startupScope(ctx, FILE_KEY)]);
  if (found.length !== unique.length || unique.some((id) => !inScope(scope, id)))
    throw new NotFoundError("Startup");
  return unique;
}

async function requireStartupTags(ctx: Ctx, tagIds: string[]) {
  const unique = [...new Set(tagIds)];
  const cards = await tagCards(ctx, unique);
  if (cards.length !== unique.length) throw new NotFoundError("Tag");
  if (cards.some((c) => c.kind !== "startup"))
    throw new ValidationError({ "input.tagIds": "Choose startup tags" });
  return unique;
}

async function requireProgram(ctx: Ctx, programId: string) {
  if ((await existingProgramIds(ctx, [programId])).length === 0) throw new NotFoundError("Program");
}

async function requireSupporter(ctx: Ctx, userId: string) {
  if ((await peopleByIds(ctx, [userId])).length === 0) throw new NotFoundError("User");
  if ((await supportersAmong(ctx, [userId])).length === 0)
    throw new ValidationError({ "input.userId": "Choose an active coach, mentor, expert or team member" });
}

export async function startStartupBatch(ctx: Ctx, raw: Record<string, unknown>): Promise<BatchOperationView> {
  const input = parseInput(Input, raw);
  const { startupIds } = parseInput(idsSchema, { startupIds: raw.startupIds });
  const key = KEYS[input.action];
  if (key && !(await holds(ctx, key))) throw new StartupAdminForbiddenError("Your role may not do this");
  const itemIds = await requireStartups(ctx, startupIds);
  switch (input.action) {
    case "TAG":
      return startBatch(ctx, {
        action: tagAction,
        input: { tagIds: await requireStartupTags(ctx, input.tagIds) },
        itemIds,
      });
    case "ADD_TO_PROGRAM":
      await requireProgram(ctx, input.programId);
      return startBatch(ctx, { action: addToProgramAction, input: { programId: input.programId }, itemIds });
    case "REMOVE_FROM_PROGRAM":
      await requireProgram(ctx, input.programId);
      return startBatch(ctx, {
        action: removeFromProgramAction,
        input: { programId: input.programId },
        itemIds,
      });
    case "ASSIGN_USER":
      await requireSupporter(ctx, input.userId);
      return startBatch(ctx, {
        action: assignUserAction,
        input: { userId: input.userId, minutesAllocated: input.minutesAllocated ?? null },
        itemIds,
      });
    case "UNASSIGN_USER":
      if ((await peopleByIds(ctx, [input.userId])).length === 0) throw new NotFoundError("User");
      return startBatch(ctx, { action: unassignUserAction, input: { userId: input.userId }, itemIds });
    case "DELETE":
      return startBatch(ctx, { action: deleteAction, input: {}, itemIds });
  }
}

builder.mutationField("startStartupBatch", (t) =>
  t.field({
    type: BatchOperationRef,
    description:
      "Starts a batch action on startups (the administration roles; run as a job, follow it with startupBatchOperationUpdated)",
    authScopes: { roles: ADMINISTRATION_ROLES },
    args: { input: t.arg({ type: InputRef, required: true }) },
    resolve: (_r, { input }, ctx) => startStartupBatch(ctx, { ...input } as Record<string, unknown>),
  }),
);
