import { graphql } from "../../../gql/index.ts";

/** One list of tags, with use counts (/setup/tags/:kind, and the pickers). */
export const TagsQuery = graphql(`
  query Tags($kind: TagKind!) {
    tags(kind: $kind) {
      ...SetupTagFields
    }
  }
`);
