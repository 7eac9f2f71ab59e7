import { graphql } from "../../../gql/index.ts";

/** /apply/program/:slug (public): the funnel's name, deadline, whether it takes applications, its rounds. */
export const PublicFunnelQuery = graphql(`
  query PublicFunnel($slug: String!) {
    publicFunnel(slug: $slug) {
      id
      slug
      type
      displayName
      deadline
      open
      rounds {
        id
        position
        type
        name
      }
    }
  }
`);
