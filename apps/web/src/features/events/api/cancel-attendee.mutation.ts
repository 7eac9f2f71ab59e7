import { graphql } from "../../../gql/index.ts";

export const CancelIncubatorEventAttendeeMutation = graphql(`
  mutation CancelIncubatorEventAttendee($incubatorEventId: ID!, $eventAttendeeId: ID!) {
    cancelIncubatorEventAttendee(incubatorEventId: $incubatorEventId, eventAttendeeId: $eventAttendeeId) {
      id
      status
    }
  }
`);
