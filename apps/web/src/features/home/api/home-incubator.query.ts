import { graphql } from "../../../gql/index.ts";

export const HomeIncubatorQuery = graphql(`
  query HomeIncubator {
    incubator {
      id
      name
      description
      logo
      whiteLogo
      brandPalette {
        login {
          logoType
        }
      }
    }
  }
`);
