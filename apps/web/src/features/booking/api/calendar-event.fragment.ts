import { graphql } from "../../../gql/index.ts";

/** A meeting as a booking, a move and the calendar show it; times in seconds. */
export const CalendarEventFields = graphql(`
  fragment CalendarEventFields on CalendarEvent {
    id
    start
    end
    summary
    description
    location
    locationLink
    conferenceProvider {
      url
      provider
      name
    }
    contextType
    contextId
    status
    sequence
    organizer {
      ...UserCardFields
    }
    attendees {
      id
      fullName
    }
  }
`);
