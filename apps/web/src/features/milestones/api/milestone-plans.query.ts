import { graphql } from "../../../gql/index.ts";

/** The file's milestones tab: the startup's plans and whether the viewer may add one. */
export const MilestonePlansQuery = graphql(`
  query MilestonePlans($startupId: ID!) {
    milestonePlans(startupId: $startupId) {
      startupId
      viewerCanCreate
      viewerCanCreateTemplates
      plans {
        ...MilestonePlanFields
      }
    }
  }
`);
