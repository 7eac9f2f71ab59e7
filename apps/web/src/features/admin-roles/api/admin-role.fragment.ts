import { graphql } from "../../../gql/index.ts";

/** Everything the roles table, the role forms and the permissions matrix show of a role. */
export const AdminRoleFragment = graphql(`
  fragment AdminRoleFields on Role {
    id
    type
    label
    isCustom
    editable
    userCount
    category
    permissions {
      key
      criteria
    }
    userAccess {
      visibilitySettings
      roles
    }
    startupAccess {
      visibilitySettings
    }
  }
`);
