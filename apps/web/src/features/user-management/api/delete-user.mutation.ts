import { graphql } from "../../../gql/index.ts";

export const DeleteUserMutation = graphql(`
  mutation DeleteUser($userId: ID!) {
    deleteUser(userId: $userId)
  }
`);
