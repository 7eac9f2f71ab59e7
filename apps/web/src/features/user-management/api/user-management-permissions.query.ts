import { graphql } from "../../../gql/index.ts";

/** The viewer's permission keys: which row actions and the invite button they are offered. */
export const UserManagementPermissionsQuery = graphql(`
  query UserManagementPermissions {
    currentUserPermissions
  }
`);
