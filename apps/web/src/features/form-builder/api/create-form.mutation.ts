import { graphql } from "../../../gql/index.ts";

export const CreateFormMutation = graphql(`
  mutation CreateForm($input: CreateFormInput!) {
    createForm(input: $input) {
      ...BuilderFormFields
    }
  }
`);
