import { graphql } from "../../../gql/index.ts";

/** spec-2 §7 CompleteAllTours: "Don't show me tours", pressed on the page at `location`. */
export const CompleteAllToursMutation = graphql(`
  mutation CompleteAllTours($location: String!) {
    completeAllTours(location: $location) {
      id
      name
      status
    }
  }
`);
