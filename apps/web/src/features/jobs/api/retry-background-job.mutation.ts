import { graphql } from "../../../gql/index.ts";

/** Queues a failed job again for one more attempt. */
export const RetryBackgroundJobMutation = graphql(`
  mutation RetryBackgroundJob($id: ID!) {
    retryBackgroundJob(id: $id) {
      id
      status
    }
  }
`);
