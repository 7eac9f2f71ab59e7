import { graphql } from "../../../gql/index.ts";

/** A startup batch operation's progress: a snapshot, then each startup, then FINISHED. */
export const StartupBatchUpdatedSubscription = graphql(`
  subscription StartupBatchOperationUpdated($operationId: ID!) {
    startupBatchOperationUpdated(operationId: $operationId) {
      operationId
      updateType
      startupId
      total
      succeeded
      failed
      validation
      overall
    }
  }
`);
