import { graphql } from "../../../gql/index.ts";

/** The signed-in user as the shell, the account gate and the home redirect need them. */
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
    }
    startups {
      id
      name
    }
  }
`);
