import { graphql } from "../../../gql/index.ts";

export const CreateCustomRoleMutation = graphql(`
  mutation CreateCustomRole($input: CreateCustomRoleInput!) {
    createCustomRole(input: $input) {
      ...AdminRoleFields
    }
  }
`);
