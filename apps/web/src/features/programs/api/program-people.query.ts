import { graphql } from "../../../gql/index.ts";

/** People to choose from (a programme's admin and members; the user assignations' list), by name. */
export const ProgramPeopleQuery = graphql(`
  query ProgramPeople($filter: UserFilterInput, $offset: Int, $limit: Int) {
    users(filter: $filter, offset: $offset, limit: $limit) {
      total
      items {
        id
        fullName
        email
        category
        role {
          id
          type
          label
        }
        programs {
          id
          name
        }
        assignedStartups {
          id
          name
        }
      }
    }
  }
`);
