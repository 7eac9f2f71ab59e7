import { graphql } from "../../../gql/index.ts";

/** A profile's values by field id (form answers). */
export const CustomFieldValuesQuery = graphql(`
  query CustomFieldValues($entity: CustomFieldEntity!, $entityId: ID!) {
    customFieldValues(entity: $entity, entityId: $entityId)
  }
`);
