import { graphql } from "../../../gql/index.ts";

/** Queues an Excel export of the applications the overview's filter lists. */
export const ExportApplicationsMutation = graphql(`
  mutation ExportApplications($filter: ApplicationExportFilter) {
    exportApplications(filter: $filter) {
      id
      status
      rowCount
      error
      finishedAt
      downloadUrl
    }
  }
`);
