import { graphql } from "../../../gql/index.ts";

/** The organisation's industries with use counts (/setup/industries, and the pickers). */
export const IndustriesQuery = graphql(`
  query Industries {
    industries {
      id
      name
      useCount
    }
  }
`);
