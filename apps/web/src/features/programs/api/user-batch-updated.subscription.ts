import { graphql } from "../../../gql/index.ts";

/** A user batch operation's progress: a snapshot, then each user, then FINISHED. */
export const UserBatchUpdatedSubscription = graphql(`
  subscription UserBatchOperationUpdated($operationId: ID!) {
    userBatchOperationUpdated(operationId: $operationId) {
      operationId
      updateType
      userId
      total
      succeeded
      failed
      validation
      overall
    }
  }
`);
