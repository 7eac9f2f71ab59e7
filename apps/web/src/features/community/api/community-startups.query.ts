import { graphql } from "../../../gql/index.ts";

/** The startups the viewer's role may see (startupAccess, narrowed by the server), by name. */
export const CommunityStartupsQuery = graphql(`
  query CommunityStartups($search: String) {
    startups(search: $search) {
      id
      name
      website
      people {
        id
        fullName
      }
      tags {
        id
        name
        color
      }
      industries {
        id
        name
      }
    }
  }
`);
