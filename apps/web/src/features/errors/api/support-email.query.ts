import { graphql } from "../../../gql/index.ts";

export const SupportEmailQuery = graphql(`
  query SupportEmail {
    incubator {
      id
      supportEmail {
        address
      }
    }
  }
`);
