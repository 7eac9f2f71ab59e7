import { graphql } from "../../../gql/index.ts";

/** spec-2 §7 CompleteTour: finishing a tour completes it for good. */
export const CompleteTourMutation = graphql(`
  mutation CompleteTour($id: ID!) {
    completeTour(id: $id) {
      id
      name
      status
    }
  }
`);
