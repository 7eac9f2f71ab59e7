import { graphql } from "../../../gql/index.ts";

/** What a card of the list shows (lib/types.ts EventSummary). */
export const EventCardFields = graphql(`
  fragment EventCardFields on IncubatorEvent {
    id
    eventType
    title
    status
    startTime
    endTime
    image
    capacity
    seatsLeft
    noOfBookings
    hosts {
      id
      fullName
      avatar
    }
    topics {
      id
      name
      color
    }
    viewerAttendee {
      id
      status
    }
  }
`);
