import { graphql } from "../../../gql/index.ts";

/**
 * An invited applicant's review meeting (spec-1 §7 AvailabilitiesByApplicationId; network-only):
 * the round's meeting details (the preset duration), the window one may book in, its hosts.
 */
export const ApplicationMeetingBookingQuery = graphql(`
  query ApplicationMeetingBooking($applicationId: ID!) {
    availabilitiesByApplicationId(applicationId: $applicationId) {
      id
      applicationId
      invitationId
      title
      start
      end
      availabilityMode
      meetingDetails {
        meetingDuration
        timeslotIncrement
        meetingLocation
        meetingMode
      }
      hosts {
        ...UserCardFields
      }
    }
  }
`);

/** The round's hosts' free slots whose start falls in an interval (seconds), per host. */
export const ApplicationMeetingFreeSlotsQuery = graphql(`
  query ApplicationMeetingFreeSlots($applicationId: ID!, $interval: IntervalInput!) {
    availabilitiesByApplicationId(applicationId: $applicationId) {
      id
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
