import { graphql } from "../../../gql/index.ts";

/** The viewer's booked session of a one-to-one event (its meeting; times in seconds). */
export const EventMeetingQuery = graphql(`
  query EventMeeting($id: ID!) {
    calendarEvent(id: $id) {
      id
      start
      end
    }
  }
`);
