import { graphql } from "../../../gql/index.ts";

/** Queues an export of the startup (or returns the viewer's unfinished one). */
export const ExportStartupMutation = graphql(`
  mutation ExportStartup($startupId: ID!) {
    exportStartup(startupId: $startupId) {
      ...StartupExportFields
    }
  }
`);
