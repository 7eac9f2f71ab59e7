import { graphql } from "../../../gql/index.ts";

/**
 * The signed-in user as the shell, the account gate and the home redirect need them; the
 * role's label is the server's ("Founder" for a cofounder alone in their startup), and its
 * visibility decides the Community entry.
 */
export const CurrentUserFieldsFragment = graphql(`
  fragment CurrentUserFields on CurrentUser {
    id
    email
    firstName
    lastName
    fullName
    language
    status
    validated
    role {
      id
      type
      label
      isCustom
      userAccess {
        visibilitySettings
        roles
      }
      startupAccess {
        visibilitySettings
      }
    }
    startups {
      id
      name
    }
  }
`);
