import { graphql } from "../../../gql/index.ts";

/** One page of the people the viewer's role may see (userAccess, narrowed by the server). */
export const CommunityPeopleQuery = graphql(`
  query CommunityPeople($search: String, $offset: Int, $limit: Int) {
    community(search: $search, offset: $offset, limit: $limit) {
      total
      items {
        id
        fullName
        roleType
        roleLabel
        headline
        avatar
        tags {
          id
          name
          color
        }
      }
    }
  }
`);
