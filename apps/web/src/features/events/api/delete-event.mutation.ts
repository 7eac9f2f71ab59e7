import { graphql } from "../../../gql/index.ts";

export const DeleteIncubatorEventMutation = graphql(`
  mutation DeleteIncubatorEvent($id: ID!) {
    deleteIncubatorEvent(id: $id)
  }
`);
