import { graphql } from "../../../gql/index.ts";

export const SetUserProgramsMutation = graphql(`
  mutation SetUserPrograms($userId: ID!, $programIds: [ID!]!) {
    setUserPrograms(userId: $userId, programIds: $programIds) {
      ...ManagedUserFields
    }
  }
`);
