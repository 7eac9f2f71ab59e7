import { expect } from "vitest";
import { nobody, type PermissionCases, type TenantCases } from "../../test/matrix.ts";

/** user-management: the matrix cases of its queries and mutations (test/matrix.ts). */
export const permissionCases: PermissionCases = {
  users: { rule: { permission: "USER:EDIT" }, query: "{ users { total } }" },
  deleteOwnAccount: {
    rule: { authenticated: true },
    query: 'mutation { deleteOwnAccount(password: "not their password") }',
  },
  changeUserRole: {
    rule: { permission: "USER_ROLES:EDIT" },
    query: "mutation M($id: ID!) { changeUserRole(userId: $id, roleId: $id) { id } }",
    variables: () => ({ id: nobody }),
  },
  deactivateUser: {
    rule: { permission: "USER:EDIT" },
    query: "mutation M($id: ID!) { deactivateUser(userId: $id) { id } }",
    variables: () => ({ id: nobody }),
  },
  reactivateUser: {
    rule: { permission: "USER:EDIT" },
    query: "mutation M($id: ID!) { reactivateUser(userId: $id) { id } }",
    variables: () => ({ id: nobody }),
  },
  deleteUser: {
    rule: { permission: "USER:EDIT" },
    query: "mutation M($id: ID!) { deleteUser(userId: $id) }",
    variables: () => ({ id: nobody }),
  },
  setUserAssignedStartups: {
    rule: { permission: "STARTUP/ASSIGNATION_MEMBERS:EDIT" },
    query: "mutation M($id: ID!) { setUserAssignedStartups(userId: $id, startupIds: []) { id } }",
    variables: () => ({ id: nobody }),
  },
  setUserPrograms: {
    rule: { permission: "USER:EDIT" },
    query: "mutation M($id: ID!) { setUserPrograms(userId: $id, programIds: []) { id } }",
    variables: () => ({ id: nobody }),
  },
};

export const tenantCases: TenantCases = {
  changeUserRole: {
    query: "mutation M($u: ID!, $r: ID!) { changeUserRole(userId: $u, roleId: $r) { id } }",
    variables: (i) => ({ u: i.user, r: i.role }),
  },
  deactivateUser: {
    query: "mutation M($id: ID!) { deactivateUser(userId: $id) { id } }",
    variables: (i) => ({ id: i.user }),
  },
  reactivateUser: {
    query: "mutation M($id: ID!) { reactivateUser(userId: $id) { id } }",
    variables: (i) => ({ id: i.user }),
  },
  deleteUser: {
    query: "mutation M($id: ID!) { deleteUser(userId: $id) }",
    variables: (i) => ({ id: i.user }),
  },
  setUserAssignedStartups: {
    query: "mutation M($u: ID!, $s: [ID!]!) { setUserAssignedStartups(userId: $u, startupIds: $s) { id } }",
    variables: (i) => ({ u: i.demoUser, s: [i.startup] }),
  },
  setUserPrograms: {
    query: "mutation M($u: ID!, $p: [ID!]!) { setUserPrograms(userId: $u, programIds: $p) { id } }",
    variables: (i) => ({ u: i.demoUser, p: [i.program] }),
  },
  users: {
    query: "query Q($r: [ID!]) { users(filter: { roleIds: $r }) { total } }",
    variables: (i) => ({ r: [i.role] }),
    expectData: (data) => expect(data.users).toEqual({ total: 0 }),
  },
};
