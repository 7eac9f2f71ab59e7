import { graphql } from "../../../gql/index.ts";

/** Books the slot with every host; answers the meeting and its ICS. */
export const CreateCalendarEventMutation = graphql(`
  mutation CreateCalendarEvent($input: CreateCalendarEventInput!) {
    createCalendarEvent(input: $input) {
      id
      ics
      event {
        ...CalendarEventFields
      }
    }
  }
`);
