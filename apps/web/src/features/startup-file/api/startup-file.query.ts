import { graphql } from "../../../gql/index.ts";

/** A startup file's header and company; without id the viewer's own startup (/startup/file). Null: not found or out of scope. */
export const StartupFileQuery = graphql(`
  query StartupFile($id: ID) {
    startupFile(id: $id) {
      ...StartupFileFields
    }
  }
`);
