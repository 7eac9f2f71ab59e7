import { graphql } from "../../../gql/index.ts";

/** Autosaves (submit false) or submits the current round's answers. */
export const SaveApplicationAnswersMutation = graphql(`
  mutation SaveApplicationAnswers($applicationId: ID!, $roundId: ID!, $answers: JSON!, $submit: Boolean!) {
    saveApplicationAnswers(applicationId: $applicationId, roundId: $roundId, answers: $answers, submit: $submit) {
      responseStatus
      updatedAt
      application {
        ...MyApplicationFields
      }
    }
  }
`);
