import { graphql } from "../../../gql/index.ts";

/** A one-to-one event as its booking modal needs it: preset duration, boundaries, mode, hosts. */
export const IncubatorEventBookingQuery = graphql(`
  query IncubatorEventBooking($eventId: ID!) {
    incubatorEventBooking(eventId: $eventId) {
      id
      eventId
      title
      durationInMinutes
      start
      end
      availabilityMode
      viewerIsHost
      hosts {
        ...UserCardFields
      }
    }
  }
`);

/** The event's free slots whose start falls in an interval (seconds), per host. */
export const IncubatorEventFreeSlotsQuery = graphql(`
  query IncubatorEventFreeSlots($eventId: ID!, $interval: IntervalInput!) {
    incubatorEventBooking(eventId: $eventId) {
      id
      eventId
      freeSlots(interval: $interval) {
        customerId
        slots {
          start
          end
        }
        supportedLocations
      }
    }
  }
`);
