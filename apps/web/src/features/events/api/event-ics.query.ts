import { graphql } from "../../../gql/index.ts";

/** A registered event's iCalendar file (spec-1 §7 ICS file by id; the event's id), asked when downloaded. */
export const EventIcsQuery = graphql(`
  query EventIcs($id: ID!) {
    icsFileById(id: $id) {
      id
      ics
    }
  }
`);
