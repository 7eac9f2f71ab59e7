import { graphql } from "../../../gql/index.ts";

/**
 * A startup's connection with an assigned user and the hours balance between them
 * (spec-2 §3 Connection, §9 MINUTES_ALLOCATED, MINUTES_PENDING, MINUTES_USED). The user
 * comes whole: the booking modal takes them as its host.
 */
export const StartupConnectionFieldsFragment = graphql(`
  fragment StartupConnectionFields on StartupConnection {
    id
    startupId
    assignedUser {
      ...UserCardFields
    }
    minutesAllocated
    minutesUsed
    minutesPending
    minutesRemaining
    hourAllocationRequired
    takesBookings
    availableDurationsInMins
  }
`);
