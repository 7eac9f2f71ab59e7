import { graphql } from "../../../gql/index.ts";

export const DeleteOwnAccountMutation = graphql(`
  mutation DeleteOwnAccount($password: String!) {
    deleteOwnAccount(password: $password)
  }
`);
