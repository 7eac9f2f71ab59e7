import { graphql } from "../../../gql/index.ts";

export const PublishFormMutation = graphql(`
  mutation PublishForm($formId: ID!) {
    publishForm(formId: $formId) {
      state
      fieldErrors
      version {
        id
        number
      }
      form {
        ...BuilderFormFields
      }
    }
  }
`);
