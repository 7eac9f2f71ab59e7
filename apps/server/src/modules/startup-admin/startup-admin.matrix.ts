import { expect } from "vitest";
import { nobody, type PermissionCases, type TenantCases } from "../../test/matrix.ts";

/** The startups administration's matrix cases (test/matrix.ts; decision 058). */
const administration = { roles: ["Admin", "AdminCoach", "SubAdmin", "Staff"] } as const;

export const permissionCases: PermissionCases = {
  adminStartups: { rule: { roles: [...administration.roles] }, query: "{ adminStartups { total } }" },
  startupAdminPeople: {
    rule: { roles: [...administration.roles] },
    query: "{ startupAdminPeople(group: SUPPORTERS, limit: 1) { id } }",
  },
  startStartupBatch: {
    rule: { roles: [...administration.roles] },
    // An unknown startup: NotFound, nothing is started (a tag: every programme manager holds TAG:STARTUP:ADD).
    query:
      "mutation M($id: ID!) { startStartupBatch(input: { action: TAG, startupIds: [$id], tagIds: [$id] }) { id } }",
    variables: () => ({ id: nobody }),
  },
  deleteStartup: {
    rule: { permission: "STARTUP:DELETE" },
    query: "mutation M($id: ID!) { deleteStartup(id: $id) }",
    variables: () => ({ id: nobody }),
  },
};

export const tenantCases: TenantCases = {
  adminStartups: {
    query:
      "query Q($p: ID!, $t: ID!, $i: ID!) { adminStartups(filter: { programIds: [$p], tagIds: [$t], industryIds: [$i] }) { total items { id } } }",
    variables: (i) => ({ p: i.program, t: i.tag, i: i.industry }),
    expectData: (data) => expect(data.adminStartups).toEqual({ total: 0, items: [] }),
  },
  startStartupBatch: {
    query:
      "mutation M($id: ID!) { startStartupBatch(input: { action: TAG, startupIds: [$id], tagIds: [$id] }) { id } }",
    variables: (i) => ({ id: i.startup }),
  },
  deleteStartup: {
    query: "mutation M($id: ID!) { deleteStartup(id: $id) }",
    variables: (i) => ({ id: i.startup }),
  },
};
