import { graphql } from "../../../gql/index.ts";

/** The viewer's latest exports of the startup. */
export const StartupExportsQuery = graphql(`
  query StartupExports($startupId: ID!) {
    startupExports(startupId: $startupId) {
      ...StartupExportFields
    }
  }
`);
