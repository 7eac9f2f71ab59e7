import { graphql } from "../../../gql/index.ts";

/** A conflict of interest: the evaluator leaves the application and is never assigned to it again. */
export const DeclareConflictMutation = graphql(`
  mutation DeclareConflict($applicationId: ID!, $reason: String, $evaluatorId: ID) {
    declareConflict(applicationId: $applicationId, reason: $reason, evaluatorId: $evaluatorId) {
      applicationId
      evaluatorId
    }
  }
`);
