import { graphql } from "../../../gql/index.ts";

/** A custom field as the setup pages and the profile show it. */
export const CustomFieldFragment = graphql(`
  fragment CustomFieldFields on CustomField {
    id
    entity
    key
    fieldType
    label
    labelText
    description
    options
    validations
    archived
    valueCount
    position
  }
`);
