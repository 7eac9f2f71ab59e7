import { graphql } from "../../../gql/index.ts";

/** The queue bar: the application's neighbours in the overview's list. */
export const ApplicationQueueQuery = graphql(`
  query ApplicationQueue($filter: ApplicationOverviewFilter, $applicationId: ID!) {
    applicationQueue(filter: $filter, applicationId: $applicationId) {
      previousId
      nextId
      position
      total
    }
  }
`);
