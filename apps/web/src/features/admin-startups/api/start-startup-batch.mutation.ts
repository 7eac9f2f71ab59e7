import { graphql } from "../../../gql/index.ts";

/** Starts a batch action on the chosen startups (a job; progress by subscription). */
export const StartStartupBatchMutation = graphql(`
  mutation StartStartupBatch($input: StartStartupBatchInput!) {
    startStartupBatch(input: $input) {
      id
      total
      succeeded
      failed
      validation
      overall
    }
  }
`);
