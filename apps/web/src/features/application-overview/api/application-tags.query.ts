import { graphql } from "../../../gql/index.ts";

/** The organisation's application tags: the tag dialog's choices. */
export const ApplicationTagsQuery = graphql(`
  query ApplicationTagChoices {
    tags(kind: application) {
      id
      name
      color
    }
  }
`);
