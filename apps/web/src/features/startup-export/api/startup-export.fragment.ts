import { graphql } from "../../../gql/index.ts";

/** What the export tab shows of one export. */
export const StartupExportFieldsFragment = graphql(`
  fragment StartupExportFields on StartupExport {
    id
    status
    error
    createdAt
    finishedAt
    downloadUrl
  }
`);
