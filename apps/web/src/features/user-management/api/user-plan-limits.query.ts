import { graphql } from "../../../gql/index.ts";

/** The plan's seats per user category with their use (planInfo: every signed-in user, sub-admins too). */
export const UserPlanLimitsQuery = graphql(`
  query UserPlanLimits {
    planInfo {
      limits {
        name
        max
        current
      }
    }
  }
`);
