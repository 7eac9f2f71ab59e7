import { graphql } from "../../../gql/index.ts";

export const CreateDocumentFolderMutation = graphql(`
  mutation CreateDocumentFolder($startupId: ID!, $name: String!) {
    createDocumentFolder(startupId: $startupId, name: $name) {
      id
      name
    }
  }
`);

export const RenameDocumentFolderMutation = graphql(`
  mutation RenameDocumentFolder($id: ID!, $name: String!) {
    renameDocumentFolder(id: $id, name: $name) {
      id
      name
    }
  }
`);

export const DeleteDocumentFolderMutation = graphql(`
  mutation DeleteDocumentFolder($id: ID!) {
    deleteDocumentFolder(id: $id)
  }
`);
