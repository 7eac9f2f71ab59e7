import { graphql } from "../../../gql/index.ts";

export const CurrentUserQuery = graphql(`
  query CurrentUser {
    currentUser {
      ...CurrentUserFields
    }
  }
`);
