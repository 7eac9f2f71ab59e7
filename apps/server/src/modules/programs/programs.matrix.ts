import { nobody, type PermissionCases, type TenantCases } from "../../test/matrix.ts";

/**
 * The programme pages (issue 18, docs/programs.md): every field needs PROGRAM:CREATE. Allowed
 * calls use an unknown id or invalid input, so they fail later and write nothing.
 */
const rule = { permission: "PROGRAM:CREATE" };

export const permissionCases: PermissionCases = {
  adminPrograms: { rule, query: "{ adminPrograms { id } }" },
  program: {
    rule,
    query: "query Q($id: ID!) { program(id: $id) { id } }",
    variables: () => ({ id: nobody }),
  },
  createProgram: {
    rule,
    query: "mutation M($i: CreateProgramInput!) { createProgram(input: $i) { id } }",
    variables: () => ({ i: { name: "", type: "accelerator", mode: "online" } }),
  },
  updateProgram: {
    rule,
    query: 'mutation M($id: ID!) { updateProgram(id: $id, input: { name: "x" }) { id } }',
    variables: () => ({ id: nobody }),
  },
  deleteProgram: {
    rule,
    query: "mutation M($id: ID!) { deleteProgram(id: $id) }",
    variables: () => ({ id: nobody }),
  },
  setProgramMembers: {
    rule,
    query: "mutation M($id: ID!) { setProgramMembers(programId: $id, userIds: []) { id } }",
    variables: () => ({ id: nobody }),
  },
  startUserBatch: {
    rule,
    query: "mutation M($i: StartUserBatchInput!) { startUserBatch(input: $i) { id } }",
    variables: () => ({ i: { action: "ADD_TO_PROGRAM", userIds: [nobody], programId: nobody } }),
  },
};

/** Another organisation's programme, user or startup reads as not found; nothing changes. */
export const tenantCases: TenantCases = {
  program: {
    query: "query Q($id: ID!) { program(id: $id) { id members { id } startups { id } } }",
    variables: (i) => ({ id: i.program }),
  },
  updateProgram: {
    query: 'mutation M($id: ID!) { updateProgram(id: $id, input: { name: "Taken over" }) { id } }',
    variables: (i) => ({ id: i.program }),
  },
  "updateProgram.adminId": {
    query: "mutation M($id: ID!, $u: ID!) { updateProgram(id: $id, input: { adminId: $u }) { id } }",
    variables: (i) => ({ id: i.program, u: i.user }),
  },
  deleteProgram: {
    query: "mutation M($id: ID!) { deleteProgram(id: $id) }",
    variables: (i) => ({ id: i.program }),
  },
  setProgramMembers: {
    query: "mutation M($id: ID!, $u: ID!) { setProgramMembers(programId: $id, userIds: [$u]) { id } }",
    variables: (i) => ({ id: i.program, u: i.demoUser }),
  },
  "setProgramMembers.userIds": {
    query: "mutation M($u: ID!) { setProgramMembers(programId: $u, userIds: [$u]) { id } }",
    variables: (i) => ({ u: i.user }),
  },
  createProgram: {
    query: "mutation M($i: CreateProgramInput!) { createProgram(input: $i) { id } }",
    variables: (i) => ({ i: { name: "Taken over", type: "accelerator", mode: "online", adminId: i.user } }),
  },
  "createProgram.memberIds": {
    query: "mutation M($i: CreateProgramInput!) { createProgram(input: $i) { id } }",
    variables: (i) => ({
      i: { name: "Taken over", type: "accelerator", mode: "online", memberIds: [i.user] },
    }),
  },
  startUserBatch: {
    query: "mutation M($i: StartUserBatchInput!) { startUserBatch(input: $i) { id } }",
    variables: (i) => ({ i: { action: "ADD_TO_PROGRAM", userIds: [i.user], programId: i.program } }),
  },
};
