import { graphql } from "../../../gql/index.ts";

/** One kind of tag list (topics and event tags: everyone; user and startup tags: their readers). */
export const EventTagsQuery = graphql(`
  query EventTags($kind: TagKind!) {
    tags(kind: $kind) {
      id
      name
      color
    }
  }
`);
