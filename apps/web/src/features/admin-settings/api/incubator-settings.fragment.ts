import { graphql } from "../../../gql/index.ts";

/** Everything /admin/settings/general and /admin/settings/branding edit; both saves answer it. */
export const IncubatorSettingsFieldsFragment = graphql(`
  fragment IncubatorSettingsFields on IncubatorSettings {
    id
    name
    slug
    description
    currency
    timezone
    defaultLanguage
    allowUserSelfDelete
    termsUrl
    supportEmail
    generalEmail
    customLogin {
      active
      text
      url
      buttonBackgroundColor
      buttonTextColor
    }
    logo
    whiteLogo
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
    seo {
      active
      seoTitle
      seoDescription
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
