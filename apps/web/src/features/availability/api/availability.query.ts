import { graphql } from "../../../gql/index.ts";

/** The viewer's availability, or (userId, AVAILABILITY:EDIT) another host's. */
export const AvailabilityQuery = graphql(`
  query Availability($userId: ID) {
    availability(userId: $userId) {
      ...HostAvailabilityFields
    }
  }
`);
