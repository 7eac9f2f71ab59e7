import { graphql } from "../../../gql/index.ts";

/** The viewer's live meetings that overlap [start, end) (seconds), soonest first. */
export const CalendarEventsQuery = graphql(`
  query CalendarEvents($start: Int!, $end: Int!) {
    calendarEvents(start: $start, end: $end) {
      id
      start
      end
      summary
      description
      location
      status
      sequence
      durationInMinutes
      referenceType
      referenceId
      referenceName
      ics
      viewerIsHost
      canReschedule
      canCancel
      organizer {
        id
        fullName
        firstName
        lastName
        email
        timezone
        roleLabel
        avatar
        headline
      }
      hosts {
        id
        fullName
        firstName
        lastName
        email
        timezone
        roleLabel
        avatar
        headline
      }
      attendees {
        id
        fullName
      }
    }
  }
`);
