import { graphql } from "../../../gql/index.ts";

/** One field, for its editor (/setup/fields/:id). */
export const CustomFieldQuery = graphql(`
  query CustomField($id: ID!) {
    customField(id: $id) {
      ...CustomFieldFields
    }
  }
`);
