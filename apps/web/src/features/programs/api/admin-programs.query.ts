import { graphql } from "../../../gql/index.ts";

/** /admin/programs: the programmes with their details and counts, and the plan's programme limit. */
export const AdminProgramsQuery = graphql(`
  query AdminPrograms {
    adminPrograms {
      ...AdminProgramFields
    }
    planInfo {
      limits {
        name
        max
        current
      }
    }
  }
`);
