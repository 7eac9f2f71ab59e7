import { graphql } from "../../../gql/index.ts";

/** One of the viewer's exports, polled until its file is ready. */
export const ApplicationExportQuery = graphql(`
  query ApplicationExport($id: ID!) {
    applicationExport(id: $id) {
      id
      status
      rowCount
      error
      finishedAt
      downloadUrl
    }
  }
`);
