import { graphql } from "../../../gql/index.ts";

/** Assigns evaluators by hand, at random or balanced by workload. */
export const AssignEvaluatorsMutation = graphql(`
  mutation AssignEvaluators($input: AssignEvaluatorsInput!) {
    assignEvaluators(input: $input) {
      assigned {
        applicationId
        evaluatorId
        roundId
      }
      unchangedApplicationIds
    }
  }
`);
