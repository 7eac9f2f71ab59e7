import { TEAM_ROLES } from "@launchpad/domain";
import {
  PROGRAM_DESCRIPTION_MAX,
  PROGRAM_MODES,
  PROGRAM_NAME_MAX,
  PROGRAM_TYPES,
  programDatesInOrder,
} from "@launchpad/domain/startups";
import { z } from "zod";
import { inTransaction } from "../../db/client.ts";
import { NotFoundError, ValidationError } from "../../graphql/errors.ts";
import { parseInput } from "../../http/validation.ts";
import type { ServiceContext } from "../../service-context.ts";
import { requireWithinLimit } from "../plan/index.ts";
import {
  deleteProgramRow,
  insertProgram,
  lockProgramCreation,
  type ProgramValues,
  programsNamed,
  programWithCounts,
  replaceProgramMembers,
  updateProgramRow,
} from "../startups/index.ts";
import { peopleByIds } from "../users/index.ts";

/**
 * Programmes (issue 18 "Programmes", docs/programs.md, decision 059): a programme has a name,
 * a type, dates, a mode, a programme admin (a team member) and members. The resolvers check
 * PROGRAM:CREATE; this file holds the rules: the input's shape (one zod schema), the people it
 * names (the organisation's, not deleted; the admin in a team role), a name used once, and the
 * plan's programme limit, counted under a per-organisation lock so that concurrent creations
 * cannot pass it.
 */
export const PROGRAM_MEMBERS_MAX = 1000;

const optionalDate = z.iso.date().nullish();
const fields = {
  name: z.string().trim().min(1).max(PROGRAM_NAME_MAX),
  type: z.enum(PROGRAM_TYPES),
  description: z.string().trim().max(PROGRAM_DESCRIPTION_MAX).nullish(),
  startsOn: optionalDate,
  endsOn: optionalDate,
  mode: z.enum(PROGRAM_MODES),
  adminId: z.uuid().nullish(),
};
const memberIds = z.array(z.uuid()).max(PROGRAM_MEMBERS_MAX);
const datesInOrder = (v: { startsOn?: string | null; endsOn?: string | null }) =>
  programDatesInOrder(v.startsOn, v.endsOn);
const DATES_MESSAGE = "The end date cannot be before the start date";

const createInput = z
  .object({ ...fields, memberIds: memberIds.nullish() })
  .strict()
  .refine(datesInOrder, { message: DATES_MESSAGE, path: ["endsOn"] });
const updateInput = z.object(fields).partial().strict();

type Ctx = ServiceContext;

/** Every id names a live user of the organisation (NotFound otherwise); the admin is in a team role. */
async function checkPeople(ctx: Ctx, adminId: string | null | undefined, userIds: readonly string[]) {
  const ids = [...new Set([...userIds, ...(adminId ? [adminId] : [])])];
  if (ids.length === 0) return;
  const people = await peopleByIds(ctx, ids);
  if (people.length !== ids.length) throw new NotFoundError("User");
  const admin = adminId ? people.find((p) => p.user.id === adminId) : undefined;
  if (admin && !TEAM_ROLES.includes(admin.role.type)) {
    throw new ValidationError({ adminId: "The programme admin must be a team member" });
  }
}

async function nameFree(ctx: Ctx, name: string, exceptId?: string) {
  if ((await programsNamed(ctx, name, exceptId)) > 0) {
    throw new ValidationError({ name: "A programme with this name already exists" });
  }
}

/** A programme of the organisation with its counts, or NotFound. */
export async function programById(ctx: Ctx, id: string) {
  const row = await programWithCounts(ctx, id);
  if (!row) throw new NotFoundError("Program");
  return row;
}

/** A new programme with its members, within the plan's programme limit. */
export async function createProgram(ctx: Ctx, raw: unknown) {
  const input = parseInput(createInput, raw);
  const members = [...new Set(input.memberIds ?? [])];
  await checkPeople(ctx, input.adminId, members);
  const values: ProgramValues = {
    name: input.name,
    type: input.type,
    description: input.description || null,
    startsOn: input.startsOn ?? null,
    endsOn: input.endsOn ?? null,
    mode: input.mode,
    adminId: input.adminId ?? null,
  };
  const id = await inTransaction(ctx.db, async (db) => {
    const tx = { ...ctx, db };
    // The lock covers the name check, the count and the insert: two creations run one after the other.
    await lockProgramCreation(tx);
    await nameFree(tx, values.name);
    await requireWithinLimit(tx, "program");
    return (await insertProgram(tx, values, members)).id;
  });
  return programById(ctx, id);
}

/** Changes some of a programme's details (the dates stay in order with the ones kept). */
export async function updateProgram(ctx: Ctx, id: string, raw: unknown) {
  const input = parseInput(updateInput, raw);
  const current = (await programById(ctx, id)).program;
  const startsOn = input.startsOn === undefined ? current.startsOn : input.startsOn;
  const endsOn = input.endsOn === undefined ? current.endsOn : input.endsOn;
  if (!programDatesInOrder(startsOn, endsOn)) throw new ValidationError({ endsOn: DATES_MESSAGE });
  if (input.adminId) await checkPeople(ctx, input.adminId, []);
  const changes: Partial<ProgramValues> = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.type !== undefined) changes.type = input.type;
  if (input.mode !== undefined) changes.mode = input.mode;
  if (input.description !== undefined) changes.description = input.description || null;
  if (input.startsOn !== undefined) changes.startsOn = input.startsOn;
  if (input.endsOn !== undefined) changes.endsOn = input.endsOn;
  if (input.adminId !== undefined) changes.adminId = input.adminId;
  await inTransaction(ctx.db, async (db) => {
    const tx = { ...ctx, db };
    await lockProgramCreation(tx);
    if (changes.name !== undefined) await nameFree(tx, changes.name, id);
    if (!(await updateProgramRow(tx, id, changes))) throw new NotFoundError("Program");
  });
  return programById(ctx, id);
}

/** Deletes a programme: its members and startups leave it; the users and startups stay. */
export async function deleteProgram(ctx: Ctx, id: string) {
  if (!(await deleteProgramRow(ctx, id))) throw new NotFoundError("Program");
  return true;
}

/** Sets a programme's members (replaces them all). */
export async function setProgramMembers(ctx: Ctx, programId: string, userIds: unknown) {
  const ids = parseInput(z.object({ userIds: memberIds }), { userIds }).userIds;
  await programById(ctx, programId);
  await checkPeople(ctx, null, ids);
  await inTransaction(ctx.db, (db) => replaceProgramMembers({ ...ctx, db }, programId, ids));
  return programById(ctx, programId);
}
