import { graphql } from "../../../gql/index.ts";

export const ReactivateUserMutation = graphql(`
  mutation ReactivateUser($userId: ID!) {
    reactivateUser(userId: $userId) {
      ...ManagedUserFields
    }
  }
`);
