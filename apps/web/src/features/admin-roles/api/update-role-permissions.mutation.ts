import { graphql } from "../../../gql/index.ts";

export const UpdateRolePermissionsMutation = graphql(`
  mutation UpdateRolePermissions($roleId: ID!, $changes: [PermissionChangeInput!]!) {
    updateRolePermissions(roleId: $roleId, changes: $changes) {
      ...AdminRoleFields
    }
  }
`);
