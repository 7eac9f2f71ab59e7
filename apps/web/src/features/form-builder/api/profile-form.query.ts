import { graphql } from "../../../gql/index.ts";

/** The user or startup profile's layout form, or null before it is first saved. */
export const BuilderProfileFormQuery = graphql(`
  query BuilderProfileForm($entity: CustomFieldEntity!) {
    profileForm(entity: $entity) {
      ...BuilderFormFields
    }
  }
`);
