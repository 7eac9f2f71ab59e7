import { graphql } from "../../../gql/index.ts";

/** A programme as the list and the drawer show it. */
export const AdminProgramFragment = graphql(`
  fragment AdminProgramFields on AdminProgram {
    id
    name
    type
    description
    startsOn
    endsOn
    mode
    memberCount
    startupCount
    admin {
      id
      fullName
    }
  }
`);
