import { graphql } from "../../../gql/index.ts";

export const SetUserAssignedStartupsMutation = graphql(`
  mutation SetUserAssignedStartups($userId: ID!, $startupIds: [ID!]!) {
    setUserAssignedStartups(userId: $userId, startupIds: $startupIds) {
      ...ManagedUserFields
    }
  }
`);
