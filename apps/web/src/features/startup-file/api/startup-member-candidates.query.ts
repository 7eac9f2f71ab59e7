import { graphql } from "../../../gql/index.ts";

/** Cofounders of the organisation who could join the startup, by name. */
export const StartupMemberCandidatesQuery = graphql(`
  query StartupMemberCandidates($startupId: ID!, $search: String) {
    startupMemberCandidates(startupId: $startupId, search: $search) {
      id
      fullName
      email
    }
  }
`);
