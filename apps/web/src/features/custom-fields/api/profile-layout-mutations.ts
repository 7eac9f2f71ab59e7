import { graphql } from "../../../gql/index.ts";

/** A first profile layout (kind user_profile / startup_profile) with one question per field. */
export const CreateProfileLayoutMutation = graphql(`
  mutation CreateProfileLayout($input: CreateFormInput!) {
    createForm(input: $input) {
      id
    }
  }
`);

/** The layout with fields appended (a new draft version when the newest is published). */
export const SaveProfileLayoutMutation = graphql(`
  mutation SaveProfileLayout($formId: ID!, $definition: JSON!) {
    saveFormDraft(formId: $formId, definition: $definition) {
      id
    }
  }
`);

export const PublishProfileLayoutMutation = graphql(`
  mutation PublishProfileLayout($formId: ID!) {
    publishForm(formId: $formId) {
      state
      fieldErrors
    }
  }
`);
