import { graphql } from "../../../gql/index.ts";

/** /survey/:id: the published version to answer, the viewer's own response, and the video token. */
export const FormToFillQuery = graphql(`
  query FormToFill($formId: ID!) {
    formToFill(formId: $formId) {
      formId
      kind
      title
      version {
        id
        number
        definition
      }
      response {
        id
        status
        answers
        updatedAt
        submittedAt
      }
    }
    videoQuestionToken
  }
`);
