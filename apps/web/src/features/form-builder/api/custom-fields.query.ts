import { graphql } from "../../../gql/index.ts";

/** The custom fields a custom_field question may bind to (the fields feature's query). */
export const BuilderCustomFieldsQuery = graphql(`
  query BuilderCustomFields {
    customFields {
      id
      entity
      key
      fieldType
      label
      labelText
      options
      validations
      archived
    }
  }
`);
