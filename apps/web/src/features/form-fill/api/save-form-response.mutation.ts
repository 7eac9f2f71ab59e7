import { graphql } from "../../../gql/index.ts";

/** The viewer's draft (autosave): checked as a draft, never submitted. */
export const SaveFormResponseMutation = graphql(`
  mutation SaveFormResponse($formId: ID!, $answers: JSON!) {
    saveFormResponse(formId: $formId, answers: $answers) {
      id
      status
      updatedAt
    }
  }
`);
