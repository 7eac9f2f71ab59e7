import { graphql } from "../../../gql/index.ts";

/** Coaches, mentors, experts and the team who could be assigned to the startup. */
export const StartupConnectionCandidatesQuery = graphql(`
  query StartupConnectionCandidates($startupId: ID!, $search: String) {
    startupConnectionCandidates(startupId: $startupId, search: $search) {
      id
      fullName
      email
      roleType
    }
  }
`);
