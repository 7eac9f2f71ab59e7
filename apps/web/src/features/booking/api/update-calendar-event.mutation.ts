import { graphql } from "../../../gql/index.ts";

/** Moves a meeting to another slot (same duration, same id); answers the meeting and its new ICS (same UID, higher SEQUENCE). */
export const UpdateCalendarEventMutation = graphql(`
  mutation UpdateCalendarEvent($input: UpdateCalendarEventInput!) {
    updateCalendarEvent(input: $input) {
      id
      ics
      event {
        ...CalendarEventFields
      }
    }
  }
`);
