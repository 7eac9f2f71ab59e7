import { graphql } from "../../../gql/index.ts";

export const UpdateIncubatorEventMutation = graphql(`
  mutation UpdateIncubatorEvent($id: ID!, $input: UpdateIncubatorEventInput!) {
    updateIncubatorEvent(id: $id, input: $input) {
      id
    }
  }
`);
