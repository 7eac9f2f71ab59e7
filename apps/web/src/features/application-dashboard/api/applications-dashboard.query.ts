import { graphql } from "../../../gql/index.ts";

/** /application/dashboard: every figure of the dashboard for one filter, in one request. */
export const ApplicationsDashboardQuery = graphql(`
  query ApplicationsDashboard($filter: ApplicationsDashboardFilter) {
    applicationsDashboard(filter: $filter) {
      total
      archived
      byStatus {
        status
        count
      }
      byFunnel {
        funnelId
        name
        type
        total
        byStatus {
          status
          count
        }
      }
      rounds {
        roundId
        funnelId
        funnelName
        position
        name
        type
        current
        entered
        left
        wentOn
        conversion
        averageHours
        medianHours
      }
      weeks {
        week
        total
        byStatus {
          status
          count
        }
      }
      averageScores {
        from
        to
        count
      }
      normalisedScores {
        from
        to
        count
      }
      funnelOptions {
        id
        name
      }
    }
  }
`);
