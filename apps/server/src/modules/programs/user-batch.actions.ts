import { NETWORK_ROLES, type RoleType, TEAM_ROLES } from "@launchpad/domain";
import { AppError, NotFoundError } from "../../graphql/errors.ts";
import type { ServiceContext } from "../../service-context.ts";
import { type BatchActionContext, defineBatchAction } from "../batch-operations/index.ts";
import {
  changeAssignedStartups,
  existingProgramIds,
  existingStartupIds,
  joinPrograms,
  leaveProgram,
} from "../startups/index.ts";
import { peopleByIds } from "../users/index.ts";

/**
 * The user batch actions of /admin/programs/user-assignations (issue 18, docs/programs.md,
 * decision 059): kind "user", one user per item, run as a job (decision 048) and reported by
 * userBatchOperationUpdated. `check` refuses a batch whose programme or startups are not the
 * organisation's (validation FAILED); each item fails alone when its user is gone or, for
 * assign_startups, cannot support a startup.
 */

/** Who may be assigned to support startups (their "assigned startups"): the team, the network, evaluators. */
export const SUPPORTER_ROLES: readonly RoleType[] = [...TEAM_ROLES, ...NETWORK_ROLES, "Evaluator"];

class NotASupporterError extends AppError {
  constructor() {
    super("ValidationError", "Only team members, mentors, experts and evaluators support startups", {
      reason: "NOT_A_SUPPORTER",
    });
  }
}

/** The item's user, alive and of the organisation; NotFound otherwise. */
async function liveUser(ctx: BatchActionContext, userId: string) {
  const [person] = await peopleByIds(ctx, [userId]);
  if (!person) throw new NotFoundError("User");
  return person;
}

const programKnown = async (ctx: ServiceContext, programId: string) =>
  (await existingProgramIds(ctx, [programId])).length === 1 ? null : "PROGRAM_NOT_FOUND";

export const addToProgramAction = defineBatchAction<{ programId: string }>({
  kind: "user",
  action: "add_to_program",
  check: (ctx, input) => programKnown(ctx, input.programId),
  run: async (ctx, userId, input) => {
    await liveUser(ctx, userId);
    if ((await existingProgramIds(ctx, [input.programId])).length === 0) throw new NotFoundError("Program");
    await joinPrograms(ctx, userId, [input.programId]);
  },
});

export const removeFromProgramAction = defineBatchAction<{ programId: string }>({
  kind: "user",
  action: "remove_from_program",
  check: (ctx, input) => programKnown(ctx, input.programId),
  run: async (ctx, userId, input) => {
    await liveUser(ctx, userId);
    await leaveProgram(ctx, input.programId, userId);
  },
});

export const assignStartupsAction = defineBatchAction<{ startupIds: string[] }>({
  kind: "user",
  action: "assign_startups",
  check: async (ctx, input) =>
    (await existingStartupIds(ctx, input.startupIds)).length === new Set(input.startupIds).size
      ? null
      : "STARTUP_NOT_FOUND",
  run: async (ctx, userId, input) => {
    const person = await liveUser(ctx, userId);
    if (!SUPPORTER_ROLES.includes(person.role.type)) throw new NotASupporterError();
    // Startups deleted since the batch started are left out; the others are assigned.
    const startupIds = await existingStartupIds(ctx, input.startupIds);
    await changeAssignedStartups(ctx, userId, startupIds, []);
  },
});
