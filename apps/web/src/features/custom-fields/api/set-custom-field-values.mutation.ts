import { graphql } from "../../../gql/index.ts";

export const SetCustomFieldValuesMutation = graphql(`
  mutation SetCustomFieldValues($entity: CustomFieldEntity!, $entityId: ID!, $values: JSON!) {
    setCustomFieldValues(entity: $entity, entityId: $entityId, values: $values)
  }
`);
