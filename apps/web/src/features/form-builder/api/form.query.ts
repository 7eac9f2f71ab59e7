import { graphql } from "../../../gql/index.ts";

export const BuilderFormQuery = graphql(`
  query BuilderForm($id: ID!) {
    form(id: $id) {
      ...BuilderFormFields
    }
  }
`);
