import { graphql } from "../../../gql/index.ts";

/** One page (25) of the overview. */
export const ApplicationsOverviewQuery = graphql(`
  query ApplicationsOverview($filter: ApplicationOverviewFilter, $page: Int) {
    applicationsOverview(filter: $filter, page: $page) {
      total
      page
      pageSize
      searchTruncated
      items {
        id
        anonymous
        applicantName
        applicantEmail
        startupName
        status
        averageScore
        normalisedScore
        evaluationCount
        createdAt
        funnel {
          id
          name
        }
        round {
          id
          name
          position
        }
        tags {
          id
          name
          color
        }
      }
    }
  }
`);
