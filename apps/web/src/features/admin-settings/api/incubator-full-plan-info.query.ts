import { graphql } from "../../../gql/index.ts";

/** The plan page: features, limits with their usage, and the largest upload. */
export const IncubatorFullPlanInfoQuery = graphql(`
  query IncubatorFullPlanInfo {
    incubatorFullPlanInfo {
      name
      maxFileSize
      features {
        name
        enabled
      }
      limits {
        name
        max
        current
      }
    }
  }
`);
