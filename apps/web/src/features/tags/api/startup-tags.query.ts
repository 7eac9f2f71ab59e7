import { graphql } from "../../../gql/index.ts";

/** A startup's tags and industries, and what the viewer may change of them (the file header). */
export const StartupTagsQuery = graphql(`
  query StartupTags($id: ID!) {
    startupFile(id: $id) {
      id
      tags {
        id
        name
        color
        kind
      }
      industries {
        id
        name
      }
      viewerMayTag {
        addTags
        removeTags
        addIndustries
        removeIndustries
      }
    }
  }
`);
