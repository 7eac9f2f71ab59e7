import { graphql } from "../../../gql/index.ts";

/** The plan's features (every signed-in user may read them): custom roles are one. */
export const RolePlanFeaturesQuery = graphql(`
  query RolePlanFeatures {
    planInfo {
      features {
        name
        enabled
      }
    }
  }
`);
