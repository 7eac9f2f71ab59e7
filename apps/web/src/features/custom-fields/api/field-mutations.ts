import { graphql } from "../../../gql/index.ts";

export const CreateCustomFieldMutation = graphql(`
  mutation CreateCustomField($input: CustomFieldInput!) {
    createCustomField(input: $input) {
      ...CustomFieldFields
    }
  }
`);

export const UpdateCustomFieldMutation = graphql(`
  mutation UpdateCustomField($id: ID!, $input: CustomFieldInput!) {
    updateCustomField(id: $id, input: $input) {
      ...CustomFieldFields
    }
  }
`);

export const ArchiveCustomFieldMutation = graphql(`
  mutation ArchiveCustomField($id: ID!) {
    archiveCustomField(id: $id) {
      ...CustomFieldFields
    }
  }
`);

export const RestoreCustomFieldMutation = graphql(`
  mutation RestoreCustomField($id: ID!) {
    restoreCustomField(id: $id) {
      ...CustomFieldFields
    }
  }
`);

export const MoveCustomFieldMutation = graphql(`
  mutation MoveCustomField($id: ID!, $position: Int!) {
    moveCustomField(id: $id, position: $position) {
      ...CustomFieldFields
    }
  }
`);
