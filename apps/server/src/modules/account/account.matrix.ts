import type { PermissionCases, TenantCases } from "../../test/matrix.ts";

/** account: the matrix cases of its queries and mutations (test/matrix.ts). */
export const permissionCases: PermissionCases = {
  resendConfirmationEmail: { rule: { authenticated: true }, query: "mutation { resendConfirmationEmail }" },
  inviteUser: {
    rule: { permission: "USER:INVITE" },
    query: 'mutation { inviteUser(input: { email: "not-an-email", roleType: "Coach" }) { id } }',
  },
};

export const tenantCases: TenantCases = {
  inviteUser: {
    query: 'mutation M($r: ID!) { inviteUser(input: { email: "someone-new@demo.test", roleId: $r }) { id } }',
    variables: (i) => ({ r: i.role }),
  },
};
