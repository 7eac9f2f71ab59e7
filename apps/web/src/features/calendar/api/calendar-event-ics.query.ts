import { graphql } from "../../../gql/index.ts";

/** One meeting's current iCalendar file, asked when its '.ics' is downloaded. */
export const CalendarEventIcsQuery = graphql(`
  query CalendarEventIcs($id: ID!) {
    calendarEvent(id: $id) {
      id
      ics
    }
  }
`);
