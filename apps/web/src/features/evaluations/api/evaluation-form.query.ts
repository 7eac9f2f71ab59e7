import { graphql } from "../../../gql/index.ts";

/** The viewer's evaluation of an application: the round's form and their own draft or submission. */
export const EvaluationFormQuery = graphql(`
  query EvaluationForm($applicationId: ID!) {
    evaluationForm(applicationId: $applicationId) {
      applicationId
      roundId
      blind
      submittedAt
      score
      formId
      title
      version {
        id
        definition
        maxScore
      }
      response {
        id
        status
        answers
      }
    }
  }
`);
