import { graphql } from "../../../gql/index.ts";

/** What the shell needs to look like the organisation: name, logos, colours, SEO, its word for startup. */
export const IncubatorBrandingFragment = graphql(`
  fragment IncubatorBranding on Incubator {
    id
    name
    slug
    logo
    whiteLogo
    defaultLanguage
    incubatorSeo {
      active
      seoTitle
      seoDescription
    }
    brandPalette {
      sidebar {
        backgroundColor
        textColor
        activeItemBackgroundColor
        activeItemTextColor
        activeSubItemTextColor
        logoType
      }
      login {
        logoType
      }
    }
    startupNameAlternative {
      active
      label {
        language
        value
        plural
      }
    }
  }
`);
