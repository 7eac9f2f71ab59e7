import { graphql } from "../../../gql/index.ts";

/** A programme's members (the drawer's members field). */
export const ProgramMembersQuery = graphql(`
  query ProgramMembers($id: ID!) {
    program(id: $id) {
      id
      members {
        id
        fullName
        email
      }
    }
  }
`);
