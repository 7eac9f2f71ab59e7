import { graphql } from "../../../gql/index.ts";

/** /share/forms/:uuid (public): the form's published version, else its draft, to preview. */
export const SharedFormQuery = graphql(`
  query SharedForm($uuid: ID!) {
    sharedForm(uuid: $uuid) {
      kind
      title
      versionNumber
      definition
    }
  }
`);
