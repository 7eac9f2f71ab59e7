import { graphql } from "../../../gql/index.ts";

/**
 * Each host's free slots of one duration within an interval (seconds). `excludeEventId`: the
 * meeting being rescheduled, whose own time does not block its hosts.
 */
export const FreeSlotsByCustomerIdsQuery = graphql(`
  query GetFreeSlotsByCustomerIds(
    $customerIds: [ID!]!
    $interval: IntervalInput!
    $durationInMinutes: Int!
    $excludeEventId: ID
  ) {
    getFreeSlotsByCustomerIds(
      customerIds: $customerIds
      interval: $interval
      durationInMinutes: $durationInMinutes
      excludeEventId: $excludeEventId
    ) {
      customerId
      slots {
        start
        end
      }
      supportedLocations
    }
  }
`);
