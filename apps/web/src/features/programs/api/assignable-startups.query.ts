import { graphql } from "../../../gql/index.ts";

/** The startups the viewer sees, with the programmes they are in (the startup assignations' list). */
export const ProgramAssignableStartupsQuery = graphql(`
  query ProgramAssignableStartups($search: String) {
    startups(search: $search) {
      id
      name
    }
    adminPrograms {
      id
      name
    }
  }
`);
