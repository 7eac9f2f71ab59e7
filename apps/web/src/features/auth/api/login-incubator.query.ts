import { graphql } from "../../../gql/index.ts";

/** What the organisation shows on its login card (spec-1 §2; public). */
export const LoginIncubatorQuery = graphql(`
  query LoginIncubator {
    incubator {
      id
      name
      slug
      description
      logo
      whiteLogo
      brandPalette {
        login {
          logoType
        }
      }
      incubatorCustomLoginTextAndLink {
        active
        text
        url
        buttonBackgroundColor
        buttonTextColor
      }
      incubatorTermsAndServices {
        url
      }
    }
  }
`);
