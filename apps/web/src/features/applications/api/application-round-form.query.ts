import { graphql } from "../../../gql/index.ts";

/** /application/:id/forms/:round/fill: the round's form with the applicant's (or pre-filled) answers. */
export const ApplicationRoundFormQuery = graphql(`
  query ApplicationRoundForm($applicationId: ID!, $roundId: ID!) {
    applicationRoundForm(applicationId: $applicationId, roundId: $roundId) {
      formId
      title
      versionNumber
      definition
      answers
      prefilledQuestionIds
      responseStatus
      updatedAt
      editable
      emailValidated
      round {
        id
        roundId
        position
        type
        name
        state
      }
      application {
        ...MyApplicationFields
      }
    }
  }
`);
