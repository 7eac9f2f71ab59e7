import { graphql } from "../../../gql/index.ts";

/** The startup whose file is open (no id: the viewer's own). */
export const TaskStartupQuery = graphql(`
  query TaskStartup($id: ID) {
    startupFile(id: $id) {
      id
    }
  }
`);
