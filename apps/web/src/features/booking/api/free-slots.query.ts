import { graphql } from "../../../gql/index.ts";

/** Each host's free slots of one duration within an interval (seconds). */
export const FreeSlotsByCustomerIdsQuery = graphql(`
  query GetFreeSlotsByCustomerIds($customerIds: [ID!]!, $interval: IntervalInput!, $durationInMinutes: Int!) {
    getFreeSlotsByCustomerIds(customerIds: $customerIds, interval: $interval, durationInMinutes: $durationInMinutes) {
      customerId
      slots {
        start
        end
      }
      supportedLocations
    }
  }
`);
