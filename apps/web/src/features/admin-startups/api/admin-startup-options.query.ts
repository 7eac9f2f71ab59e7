import { graphql } from "../../../gql/index.ts";

/** What the filters and the batch dialogs offer: programmes, startup tags, industries. */
export const AdminStartupOptionsQuery = graphql(`
  query AdminStartupOptions {
    programs {
      id
      name
    }
    tags(kind: startup) {
      id
      name
      color
    }
    industries {
      id
      name
    }
  }
`);
