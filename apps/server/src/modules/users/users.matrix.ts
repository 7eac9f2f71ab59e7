import type { PermissionCases, TenantCases } from "../../test/matrix.ts";

/** users: the matrix cases of its queries and mutations (test/matrix.ts). */
export const permissionCases: PermissionCases = {
  currentUser: { rule: { authenticated: true }, query: "{ currentUser { id role { label } } }" },
  updateUser: {
    rule: { authenticated: true },
    query: 'mutation M($id: ID!) { updateUser(id: $id, input: { timezone: "Europe/Paris" }) { id } }',
    variables: (caller) => ({ id: caller.userId }),
  },
};

export const tenantCases: TenantCases = {
  updateUser: {
    query: 'mutation M($id: ID!) { updateUser(id: $id, input: { timezone: "UTC" }) { id } }',
    variables: (i) => ({ id: i.user }),
  },
};
