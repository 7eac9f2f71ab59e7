import { graphql } from "../../../gql/index.ts";

/** The roles a user may be given or filtered by, with the plan category each counts in. */
export const UserRolesQuery = graphql(`
  query UserRoles {
    roles {
      id
      type
      label
      category
    }
  }
`);
