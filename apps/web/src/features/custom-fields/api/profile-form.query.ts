import { graphql } from "../../../gql/index.ts";

/** The user or startup profile's layout (a user_profile / startup_profile form), or null. */
export const ProfileLayoutQuery = graphql(`
  query ProfileLayout($entity: CustomFieldEntity!) {
    profileForm(entity: $entity) {
      id
      status
      currentVersion {
        id
        number
        status
        definition
      }
      publishedVersion {
        id
        number
        definition
      }
    }
  }
`);
