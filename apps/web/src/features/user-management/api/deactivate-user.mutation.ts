import { graphql } from "../../../gql/index.ts";

export const DeactivateUserMutation = graphql(`
  mutation DeactivateUser($userId: ID!) {
    deactivateUser(userId: $userId) {
      ...ManagedUserFields
    }
  }
`);
