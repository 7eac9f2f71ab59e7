import { graphql } from "../../../gql/index.ts";

/** An application's evaluations with raw and normalised scores (hidden per the blind rule). */
export const ApplicationEvaluationsQuery = graphql(`
  query ApplicationEvaluations($applicationId: ID!) {
    applicationEvaluations(applicationId: $applicationId) {
      applicationId
      blind
      averageScore
      normalisedScore
      evaluationCount
      evaluations {
        evaluatorId
        evaluatorName
        roundId
        submittedAt
        score
        zScore
        mine
      }
      conflicts {
        evaluatorId
        evaluatorName
        reason
        declaredAt
      }
    }
  }
`);
