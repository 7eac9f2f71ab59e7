import { graphql } from "../../../gql/index.ts";

export const AddStartupDocumentsMutation = graphql(`
  mutation AddStartupDocuments($startupId: ID!, $input: AddStartupDocumentsInput!) {
    addStartupDocuments(startupId: $startupId, input: $input) {
      id
    }
  }
`);

export const UpdateStartupDocumentMutation = graphql(`
  mutation UpdateStartupDocument($id: ID!, $input: UpdateStartupDocumentInput!) {
    updateStartupDocument(id: $id, input: $input) {
      id
      name
      description
      folderId
    }
  }
`);

export const DeleteStartupDocumentMutation = graphql(`
  mutation DeleteStartupDocument($id: ID!) {
    deleteStartupDocument(id: $id)
  }
`);
