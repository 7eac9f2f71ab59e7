import { graphql } from "../../../gql/index.ts";

export const RegisterForIncubatorEventMutation = graphql(`
  mutation RegisterForIncubatorEvent($incubatorEventId: ID!) {
    registerForIncubatorEvent(incubatorEventId: $incubatorEventId) {
      id
      status
    }
  }
`);
