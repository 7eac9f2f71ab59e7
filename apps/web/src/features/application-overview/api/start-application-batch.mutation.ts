import { graphql } from "../../../gql/index.ts";

/** Starts a batch action on the chosen applications (a job; progress by subscription). */
export const StartApplicationBatchMutation = graphql(`
  mutation StartApplicationBatch($input: StartApplicationBatchInput!) {
    startApplicationBatch(input: $input) {
      id
      total
      succeeded
      failed
      validation
      overall
    }
  }
`);
