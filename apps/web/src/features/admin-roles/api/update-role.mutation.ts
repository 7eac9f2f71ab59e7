import { graphql } from "../../../gql/index.ts";

export const UpdateRoleMutation = graphql(`
  mutation UpdateRole($id: ID!, $input: UpdateRoleInput!) {
    updateRole(id: $id, input: $input) {
      ...AdminRoleFields
    }
  }
`);
