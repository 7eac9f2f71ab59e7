import { graphql } from "../../../gql/index.ts";

/** People to choose as hosts, calendar host or extra editor: those the viewer's role may see, by name. */
export const EventPeopleQuery = graphql(`
  query EventPeople($search: String) {
    community(search: $search, limit: 20) {
      items {
        id
        fullName
      }
    }
  }
`);
