import { graphql } from "../../../gql/index.ts";

/** The documents tab: folders, documents, whether the viewer may change them, and the plan's largest upload. */
export const StartupDocumentsQuery = graphql(`
  query StartupDocuments($startupId: ID!) {
    startupDocuments(startupId: $startupId) {
      startupId
      canEdit
      folders {
        id
        name
        documentCount
      }
      documents {
        id
        folderId
        name
        description
        sizeBytes
        contentType
        kind
        fileName
        url
        uploadedByName
        createdAt
      }
    }
    planInfo {
      maxFileSize
    }
  }
`);
