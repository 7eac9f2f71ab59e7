import { graphql } from "../../../gql/index.ts";

/** A batch operation's progress: a snapshot, then each application, then FINISHED. */
export const ApplicationBatchUpdatedSubscription = graphql(`
  subscription ApplicationBatchOperationUpdated($operationId: ID!) {
    applicationBatchOperationUpdated(operationId: $operationId) {
      operationId
      updateType
      applicationId
      total
      succeeded
      failed
      validation
      overall
    }
  }
`);
