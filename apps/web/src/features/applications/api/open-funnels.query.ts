import { graphql } from "../../../gql/index.ts";

/** /application/new: the funnels taking applications now. */
export const OpenFunnelsQuery = graphql(`
  query OpenFunnels {
    openFunnels {
      id
      slug
      type
      displayName
      deadline
      open
    }
  }
`);
