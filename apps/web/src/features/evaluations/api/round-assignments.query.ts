import { graphql } from "../../../gql/index.ts";

/** An evaluation round's applications with their evaluators, and who may evaluate with their workload. */
export const RoundAssignmentsQuery = graphql(`
  query RoundAssignments($roundId: ID!, $funnelId: ID!) {
    evaluationRoundAssignments(roundId: $roundId) {
      applicationId
      applicantName
      status
      evaluators {
        evaluatorId
        fullName
        submittedAt
        score
      }
      conflictEvaluatorIds
    }
    evaluatorWorkloads(funnelId: $funnelId) {
      evaluatorId
      fullName
      roleType
      open
      funnelOpen
      funnelSubmitted
    }
  }
`);
