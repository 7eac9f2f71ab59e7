import { graphql } from "../../../gql/index.ts";

/** One version of a form, for the comparison page. */
export const BuilderFormVersionQuery = graphql(`
  query BuilderFormVersion($id: ID!) {
    formVersion(id: $id) {
      id
      formId
      number
      status
      definition
      publishedAt
      createdAt
    }
  }
`);
