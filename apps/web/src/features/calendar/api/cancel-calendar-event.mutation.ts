import { graphql } from "../../../gql/index.ts";

/** Cancels a meeting: the time is free again and the ICS says METHOD:CANCEL. */
export const CancelCalendarEventMutation = graphql(`
  mutation CancelCalendarEvent($id: ID!) {
    cancelCalendarEvent(id: $id) {
      id
      event {
        id
        status
      }
    }
  }
`);
