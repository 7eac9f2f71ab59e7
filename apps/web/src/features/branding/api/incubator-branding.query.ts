import { graphql } from "../../../gql/index.ts";

export const IncubatorBrandingQuery = graphql(`
  query IncubatorBranding {
    incubator {
      ...IncubatorBranding
    }
  }
`);
