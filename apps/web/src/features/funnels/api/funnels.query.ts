import { graphql } from "../../../gql/index.ts";

/** /setup/funnels: the funnels the viewer may list, and the plan's funnel limit. */
export const FunnelsQuery = graphql(`
  query Funnels {
    funnels {
      id
      type
      name
      slug
      deadline
      closedAt
      published
      applicationCount
      mayEdit
      mayDelete
      rounds {
        id
      }
    }
    planInfo {
      limits {
        name
        current
        max
      }
    }
  }
`);
