import { graphql } from "../../../gql/index.ts";

/**
 * All the calendar page needs, in one request (issue 13): the viewer (their zone shows days
 * and times; the same fields as the scheduler's BookingViewer, which the cache then answers)
 * and their meetings from the start of today in that zone for twelve months, which the
 * server works out when start and end are left out. No ICS: a card asks for its own when
 * downloaded (calendar-event-ics.query.ts).
 */
export const CalendarPageQuery = graphql(`
  query CalendarPage {
    currentUser {
      id
      fullName
      timezone
      startups {
        id
      }
    }
    calendarEvents {
      ...CalendarEventFields
      durationInMinutes
      referenceType
      referenceId
      referenceName
      viewerIsHost
      canReschedule
      canCancel
      hosts {
        ...UserCardFields
      }
    }
  }
`);
