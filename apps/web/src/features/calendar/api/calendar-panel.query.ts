import { graphql } from "../../../gql/index.ts";

/**
 * The calendar panel's five days (spec-1 §2 "calendar side panel"): the viewer (their zone
 * places the days) and what they have in that interval, meetings and registered events.
 */
export const CalendarPanelQuery = graphql(`
  query CalendarPanel($start: Int!, $end: Int!) {
    currentUser {
      id
      fullName
      timezone
      startups {
        id
      }
    }
    calendarEvents(start: $start, end: $end) {
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
      contextType
      contextId
      link
      eventAttendeeId
    }
  }
`);
