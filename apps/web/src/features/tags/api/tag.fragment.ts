import { graphql } from "../../../gql/index.ts";

/** A tag as the setup page lists it. */
export const SetupTagFieldsFragment = graphql(`
  fragment SetupTagFields on Tag {
    id
    kind
    name
    color
    useCount
  }
`);
