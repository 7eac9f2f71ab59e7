import { graphql } from "../../../gql/index.ts";

/** Starts a batch action on the chosen users (a job; progress by subscription). */
export const StartUserBatchMutation = graphql(`
  mutation StartUserBatch($input: StartUserBatchInput!) {
    startUserBatch(input: $input) {
      id
      total
      succeeded
      failed
      validation
      overall
    }
  }
`);
