import { PROGRAM_MODES, PROGRAM_TYPES } from "@launchpad/domain/startups";
import { builder } from "../../graphql/builder.ts";
import {
  type ProgramRow,
  programMemberIds,
  programsWithCounts,
  startupsOfProgram,
} from "../startups/index.ts";
import { peopleByIdsByName } from "../users/index.ts";
import {
  createProgram,
  deleteProgram,
  programById,
  setProgramMembers,
  updateProgram,
} from "./programs.service.ts";

/**
 * GraphQL of /admin/programs (issue 18, docs/programs.md, decision 059). Every field needs
 * PROGRAM:CREATE: the programme pages are for those who run programmes. The directory's
 * `programs` query (id and name, for pickers) stays as it is.
 */
const PROGRAM = { permission: "PROGRAM:CREATE" } as const;

type ProgramEntry = { program: ProgramRow; memberCount: number; startupCount: number };
type Person = { id: string; fullName: string; email: string; roleType: string };

const ProgramTypeRef = builder.enumType("ProgramType", { values: PROGRAM_TYPES });
const ProgramModeRef = builder.enumType("ProgramMode", { values: PROGRAM_MODES });

const ProgramPersonRef = builder.objectRef<Person>("ProgramPerson").implement({
  description: "A programme's admin or member",
  fields: (t) => ({
    id: t.exposeID("id"),
    fullName: t.exposeString("fullName"),
    email: t.exposeString("email"),
    roleType: t.exposeString("roleType"),
  }),
});

const ProgramStartupRef = builder.objectRef<{ id: string; name: string }>("ProgramStartup").implement({
  fields: (t) => ({ id: t.exposeID("id"), name: t.exposeString("name") }),
});

async function people(ctx: Parameters<typeof peopleByIdsByName>[0], ids: string[]): Promise<Person[]> {
  return (await peopleByIdsByName(ctx, ids)).map(({ user, role }) => ({
    id: user.id,
    fullName: `${user.firstName} ${user.lastName}`.trim() || user.email,
    email: user.email,
    roleType: role.type,
  }));
}

const AdminProgramRef = builder.objectRef<ProgramEntry>("AdminProgram").implement({
  description: "A programme with its details, as the programme pages show it",
  fields: (t) => ({
    id: t.id({ resolve: (o) => o.program.id }),
    name: t.string({ resolve: (o) => o.program.name }),
    type: t.field({ type: ProgramTypeRef, resolve: (o) => o.program.type }),
    description: t.string({ nullable: true, resolve: (o) => o.program.description }),
    startsOn: t.string({ nullable: true, description: "YYYY-MM-DD", resolve: (o) => o.program.startsOn }),
    endsOn: t.string({ nullable: true, description: "YYYY-MM-DD", resolve: (o) => o.program.endsOn }),
    mode: t.field({ type: ProgramModeRef, resolve: (o) => o.program.mode }),
    memberCount: t.int({ resolve: (o) => o.memberCount }),
    startupCount: t.int({ resolve: (o) => o.startupCount }),
    createdAt: t.string({ description: "ISO 8601", resolve: (o) => o.program.createdAt.toISOString() }),
    admin: t.field({
      type: ProgramPersonRef,
      nullable: true,
      description: "The programme admin (null when none, or when their account was deleted)",
      resolve: async (o, _a, ctx) =>
        o.program.adminId ? ((await people(ctx, [o.program.adminId]))[0] ?? null) : null,
    }),
    members: t.field({
      type: [ProgramPersonRef],
      description: "The members, by name (deleted accounts left out)",
      resolve: async (o, _a, ctx) => people(ctx, await programMemberIds(ctx, o.program.id)),
    }),
    startups: t.field({
      type: [ProgramStartupRef],
      description: "The startups in the programme, by name",
      resolve: (o, _a, ctx) => startupsOfProgram(ctx, o.program.id),
    }),
  }),
});

const CreateInputRef = builder.inputType("CreateProgramInput", {
  fields: (t) => ({
    name: t.string({ required: true }),
    type: t.field({ type: ProgramTypeRef, required: true }),
    description: t.string(),
    startsOn: t.string({ description: "YYYY-MM-DD" }),
    endsOn: t.string({ description: "YYYY-MM-DD, not before startsOn" }),
    mode: t.field({ type: ProgramModeRef, required: true }),
    adminId: t.id({ description: "A team member" }),
    memberIds: t.idList(),
  }),
});

const UpdateInputRef = builder.inputType("UpdateProgramInput", {
  description: "The details to change; a field left out stays, null clears an optional one",
  fields: (t) => ({
    name: t.string(),
    type: t.field({ type: ProgramTypeRef }),
    description: t.string(),
    startsOn: t.string({ description: "YYYY-MM-DD" }),
    endsOn: t.string({ description: "YYYY-MM-DD" }),
    mode: t.field({ type: ProgramModeRef }),
    adminId: t.id(),
  }),
});

/** The input as given: fields left out are not there (null stays null). */
const given = (input: object) => Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));

builder.queryField("adminPrograms", (t) =>
  t.field({
    type: [AdminProgramRef],
    description: "The organisation's programmes with their details and counts, by name",
    authScopes: PROGRAM,
    resolve: (_r, _a, ctx) => programsWithCounts(ctx),
  }),
);

builder.queryField("program", (t) =>
  t.field({
    type: AdminProgramRef,
    description: "A programme with its members and startups",
    authScopes: PROGRAM,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, { id }, ctx) => programById(ctx, String(id)),
  }),
);

builder.mutationField("createProgram", (t) =>
  t.field({
    type: AdminProgramRef,
    description: "A new programme (plan limit `program`); names are unique in the organisation",
    authScopes: PROGRAM,
    args: { input: t.arg({ type: CreateInputRef, required: true }) },
    resolve: (_r, { input }, ctx) => createProgram(ctx, given(input)),
  }),
);

builder.mutationField("updateProgram", (t) =>
  t.field({
    type: AdminProgramRef,
    authScopes: PROGRAM,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: UpdateInputRef, required: true }) },
    resolve: (_r, { id, input }, ctx) => updateProgram(ctx, String(id), given(input)),
  }),
);

builder.mutationField("deleteProgram", (t) =>
  t.boolean({
    description: "Deletes a programme; its members and startups leave it and stay in the organisation",
    authScopes: PROGRAM,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, { id }, ctx) => deleteProgram(ctx, String(id)),
  }),
);

builder.mutationField("setProgramMembers", (t) =>
  t.field({
    type: AdminProgramRef,
    description: "Sets a programme's members (replaces them all)",
    authScopes: PROGRAM,
    args: { programId: t.arg.id({ required: true }), userIds: t.arg.idList({ required: true }) },
    resolve: (_r, { programId, userIds }, ctx) => setProgramMembers(ctx, String(programId), userIds),
  }),
);
