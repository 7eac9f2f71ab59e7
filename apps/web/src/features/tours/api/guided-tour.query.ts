import { graphql } from "../../../gql/index.ts";

/** spec-2 §7 QuidedTour (sic): the viewer's tour of the page at `location` (its path), if any. */
export const QuidedTourQuery = graphql(`
  query QuidedTour($location: String!) {
    guidedTour(location: $location) {
      id
      name
      status
    }
  }
`);
