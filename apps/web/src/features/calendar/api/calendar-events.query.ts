import { graphql } from "../../../gql/index.ts";

/** The viewer's live meetings that overlap [start, end) (seconds), soonest first. */
export const CalendarEventsQuery = graphql(`
  query CalendarEvents($start: Int!, $end: Int!) {
    calendarEvents(start: $start, end: $end) {
      ...CalendarEventFields
      durationInMinutes
      referenceType
      referenceId
      referenceName
      ics
      viewerIsHost
      canReschedule
      canCancel
      hosts {
        ...UserCardFields
      }
    }
  }
`);
