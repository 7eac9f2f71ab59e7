import type { PermissionCases, TenantCases } from "../../test/matrix.ts";

/** account: the matrix cases of its queries and mutations (test/matrix.ts). */
export const permissionCases: PermissionCases = {
  currentUser: { rule: { authenticated: true }, query: "{ currentUser { id role { label } } }" },
  updateUser: {
    rule: { authenticated: true },
    query: 'mutation M($id: ID!) { updateUser(id: $id, input: { timezone: "Europe/Paris" }) { id } }',
    variables: (caller) => ({ id: caller.userId }),
  },
  resendConfirmationEmail: { rule: { authenticated: true }, query: "mutation { resendConfirmationEmail }" },
  inviteUser: {
    rule: { permission: "USER:INVITE" },
    query: 'mutation { inviteUser(input: { email: "not-an-email", roleType: "Coach" }) { id } }',
  },
};

export const tenantCases: TenantCases = {
  updateUser: {
    query: 'mutation M($id: ID!) { updateUser(id: $id, input: { timezone: "UTC" }) { id } }',
    variables: (i) => ({ id: i.user }),
  },
  inviteUser: {
    query: 'mutation M($r: ID!) { inviteUser(input: { email: "someone-new@demo.test", roleId: $r }) { id } }',
    variables: (i) => ({ r: i.role }),
  },
};
