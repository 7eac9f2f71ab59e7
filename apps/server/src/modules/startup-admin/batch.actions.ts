import { NotFoundError } from "../../graphql/errors.ts";
import { type BatchActionContext, defineBatchAction } from "../batch-operations/index.ts";
import {
  connectSupporter,
  existingProgramIds,
  putStartupInProgram,
  removeStartupConnectionRow,
  takeStartupOutOfProgram,
} from "../startups/index.ts";
import { giveTags } from "../tags/index.ts";
import { deleteStartup } from "./delete-startup.service.ts";
import { supportersAmong } from "./people.service.ts";
import { administeredStartup, requireAdministration, requireKeyOn } from "./startup-admin.access.ts";

/**
 * The startups administration's batch actions (kind "startup", decision 058). startStartupBatch
 * checked the arguments; each item checks again, as its requester, when it runs: the
 * administration role, the startup in their STARTUP_FILE:VIEW scope (else NOT_FOUND), the
 * action's key on it (else FORBIDDEN), and that the programme or person still exists. A
 * refused item fails with its reason; the others go on.
 */
async function administered(ctx: BatchActionContext, startupId: string) {
  await requireAdministration(ctx);
  return administeredStartup(ctx, startupId);
}

async function requireProgram(ctx: BatchActionContext, programId: string) {
  if ((await existingProgramIds(ctx, [programId])).length === 0) throw new NotFoundError("Program");
}

export const tagAction = defineBatchAction<{ tagIds: string[] }>({
  kind: "startup",
  action: "tag",
  run: async (ctx, startupId, input) => {
    const startup = await administered(ctx, startupId);
    await requireKeyOn(ctx, startup.id, "TAG:STARTUP:ADD");
    // Tags deleted since the start are skipped; those the startup carries stay.
    await giveTags(ctx, { startupId: startup.id }, input.tagIds);
  },
});

export const addToProgramAction = defineBatchAction<{ programId: string }>({
  kind: "startup",
  action: "add_to_program",
  run: async (ctx, startupId, input) => {
    const startup = await administered(ctx, startupId);
    await requireProgram(ctx, input.programId);
    await putStartupInProgram(ctx, startup.id, input.programId);
  },
});

/** A startup that is not in the programme is already where it was asked to be: it succeeds. */
export const removeFromProgramAction = defineBatchAction<{ programId: string }>({
  kind: "startup",
  action: "remove_from_program",
  run: async (ctx, startupId, input) => {
    const startup = await administered(ctx, startupId);
    await requireProgram(ctx, input.programId);
    await takeStartupOutOfProgram(ctx, startup.id, input.programId);
  },
});

export const assignUserAction = defineBatchAction<{ userId: string; minutesAllocated: number | null }>({
  kind: "startup",
  action: "assign_user",
  run: async (ctx, startupId, input) => {
    const startup = await administered(ctx, startupId);
    await requireKeyOn(ctx, startup.id, "STARTUP/ASSIGNATION_MEMBERS:EDIT");
    if ((await supportersAmong(ctx, [input.userId])).length === 0) throw new NotFoundError("User");
    await connectSupporter(ctx, startup.id, input.userId, input.minutesAllocated);
  },
});

/** A person who is not connected to the startup stays unconnected: it succeeds. */
export const unassignUserAction = defineBatchAction<{ userId: string }>({
  kind: "startup",
  action: "unassign_user",
  run: async (ctx, startupId, input) => {
    const startup = await administered(ctx, startupId);
    await requireKeyOn(ctx, startup.id, "STARTUP/ASSIGNATION_MEMBERS:EDIT");
    await removeStartupConnectionRow(ctx, startup.id, input.userId);
  },
});

export const deleteAction = defineBatchAction<Record<string, never>>({
  kind: "startup",
  action: "delete",
  run: async (ctx, startupId) => {
    await requireAdministration(ctx);
    await deleteStartup(ctx, startupId);
  },
});
