import { graphql } from "../../../gql/index.ts";

/** Saves the viewer's evaluation as a draft (autosave) or submits it (final). */
export const SaveEvaluationMutation = graphql(`
  mutation SaveEvaluation($applicationId: ID!, $answers: JSON!, $submit: Boolean!) {
    saveEvaluation(applicationId: $applicationId, answers: $answers, submit: $submit) {
      applicationId
      submittedAt
      score
      response {
        id
        status
        answers
      }
    }
  }
`);
