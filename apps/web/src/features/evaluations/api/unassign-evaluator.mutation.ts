import { graphql } from "../../../gql/index.ts";

/** Removes an evaluator from an application's evaluation round. */
export const UnassignEvaluatorMutation = graphql(`
  mutation UnassignEvaluator($applicationId: ID!, $evaluatorId: ID!) {
    unassignEvaluator(applicationId: $applicationId, evaluatorId: $evaluatorId) {
      id
      status
    }
  }
`);
