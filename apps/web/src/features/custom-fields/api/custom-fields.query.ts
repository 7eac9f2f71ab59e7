import { graphql } from "../../../gql/index.ts";

/** The organisation's fields of one entity (or both), archived ones on request. */
export const CustomFieldsQuery = graphql(`
  query CustomFields($entity: CustomFieldEntity, $includeArchived: Boolean) {
    customFields(entity: $entity, includeArchived: $includeArchived) {
      ...CustomFieldFields
    }
  }
`);
