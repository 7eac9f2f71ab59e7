import { graphql } from "../../../gql/index.ts";

/** spec-2 §7 setUpForStartupLinks: the file's set-up steps, done or not. */
export const SetUpForStartupLinksQuery = graphql(`
  query SetUpForStartupLinks($startupId: ID!) {
    setUpForStartupLinks(startupId: $startupId) {
      key
      done
      path
    }
  }
`);
