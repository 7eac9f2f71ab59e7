import { graphql } from "../../../gql/index.ts";

/** One calendar item's current iCalendar file (a meeting or a registered event), asked when downloaded. */
export const CalendarEventIcsQuery = graphql(`
  query CalendarEventIcs($id: ID!) {
    icsFileById(id: $id) {
      id
      ics
    }
  }
`);
