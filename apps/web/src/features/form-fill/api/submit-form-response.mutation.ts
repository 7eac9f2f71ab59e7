import { graphql } from "../../../gql/index.ts";

/** Submits the viewer's answers; refused answers come back as field errors, nothing written. */
export const SubmitFormResponseMutation = graphql(`
  mutation SubmitFormResponse($formId: ID!, $answers: JSON!) {
    submitFormResponse(formId: $formId, answers: $answers) {
      id
      status
      submittedAt
    }
  }
`);
