import { graphql } from "../../../gql/index.ts";

export const DeleteRoleMutation = graphql(`
  mutation DeleteRole($id: ID!) {
    deleteRole(id: $id)
  }
`);
