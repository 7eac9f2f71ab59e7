import { graphql } from "../../../gql/index.ts";

export const ChangeUserRoleMutation = graphql(`
  mutation ChangeUserRole($userId: ID!, $roleId: ID!) {
    changeUserRole(userId: $userId, roleId: $roleId) {
      ...ManagedUserFields
    }
  }
`);
