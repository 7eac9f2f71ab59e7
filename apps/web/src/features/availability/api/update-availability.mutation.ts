import { graphql } from "../../../gql/index.ts";

/** Saves the whole availability page. */
export const UpdateAvailabilityMutation = graphql(`
  mutation UpdateAvailability($userId: ID, $input: AvailabilityInput!) {
    updateAvailability(userId: $userId, input: $input) {
      ...HostAvailabilityFields
    }
  }
`);
