import { graphql } from "../../../gql/index.ts";

export const CreateIncubatorEventMutation = graphql(`
  mutation CreateIncubatorEvent($input: CreateIncubatorEventInput!) {
    createIncubatorEvent(input: $input) {
      id
    }
  }
`);
