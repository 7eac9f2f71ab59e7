import { graphql } from "../../../gql/index.ts";

/** The list's actions on a form. */
export const DuplicateFormMutation = graphql(`
  mutation DuplicateForm($formId: ID!) {
    duplicateForm(formId: $formId) {
      id
    }
  }
`);

export const ArchiveFormMutation = graphql(`
  mutation ArchiveForm($formId: ID!) {
    archiveForm(formId: $formId) {
      id
      status
    }
  }
`);

export const DeleteFormMutation = graphql(`
  mutation DeleteForm($formId: ID!) {
    deleteForm(formId: $formId)
  }
`);
