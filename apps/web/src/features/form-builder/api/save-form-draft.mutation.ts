import { graphql } from "../../../gql/index.ts";

/** Autosave: the draft version's definition (a published form gets its next draft version). */
export const SaveFormDraftMutation = graphql(`
  mutation SaveFormDraft($formId: ID!, $definition: JSON!) {
    saveFormDraft(formId: $formId, definition: $definition) {
      id
      number
      status
    }
  }
`);
