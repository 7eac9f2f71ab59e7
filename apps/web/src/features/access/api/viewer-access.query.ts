import { graphql } from "../../../gql/index.ts";

/** What the signed-in user may open: their role's permission keys, the feature flags, the plan. */
export const ViewerAccessQuery = graphql(`
  query ViewerAccess {
    currentUserPermissions
    featureFlags {
      name
      enabled
      activated
    }
    planInfo {
      features {
        name
        enabled
      }
    }
  }
`);
