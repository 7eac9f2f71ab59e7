import { nobody, type PermissionCases, type TenantCases } from "../../test/matrix.ts";

/** roles: the matrix cases of its queries and mutations (test/matrix.ts). */
export const permissionCases: PermissionCases = {
  roles: {
    rule: { anyPermission: ["USER_ROLES:EDIT", "USER:EDIT", "USER:INVITE"] },
    query: "{ roles { id } }",
  },
  permissionCatalogue: { rule: { permission: "USER_ROLES:EDIT" }, query: "{ permissionCatalogue { key } }" },
  createCustomRole: {
    rule: { permission: "USER_ROLES:EDIT" },
    query: 'mutation M($t: ID!) { createCustomRole(input: { label: "", templateRoleId: $t }) { id } }',
    variables: () => ({ t: nobody }),
  },
  updateRole: {
    rule: { permission: "USER_ROLES:EDIT" },
    query: "mutation M($id: ID!) { updateRole(id: $id, input: {}) { id } }",
    variables: () => ({ id: nobody }),
  },
  deleteRole: {
    rule: { permission: "USER_ROLES:EDIT" },
    query: "mutation M($id: ID!) { deleteRole(id: $id) }",
    variables: () => ({ id: nobody }),
  },
  updateRolePermissions: {
    rule: { permission: "USER_ROLES:EDIT" },
    query:
      'mutation M($id: ID!) { updateRolePermissions(roleId: $id, changes: [{ key: "NOT:A:KEY" }]) { id } }',
    variables: () => ({ id: nobody }),
  },
};

export const tenantCases: TenantCases = {
  updateRole: {
    query: 'mutation M($id: ID!) { updateRole(id: $id, input: { label: "Taken over" }) { id } }',
    variables: (i) => ({ id: i.customRole }),
  },
  deleteRole: {
    query: "mutation M($id: ID!) { deleteRole(id: $id) }",
    variables: (i) => ({ id: i.customRole }),
  },
  updateRolePermissions: {
    query:
      'mutation M($id: ID!) { updateRolePermissions(roleId: $id, changes: [{ key: "USER:EDIT", criteria: "ALL" }]) { id } }',
    variables: (i) => ({ id: i.role }),
  },
  createCustomRole: {
    query:
      'mutation M($id: ID!) { createCustomRole(input: { label: "From a foreign template", templateRoleId: $id }) { id } }',
    variables: (i) => ({ id: i.role }),
  },
};
