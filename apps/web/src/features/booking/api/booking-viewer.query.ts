import { graphql } from "../../../gql/index.ts";

/** The signed-in user as the scheduler needs them: their zone (days and times) and startups (hour allocation). */
export const BookingViewerQuery = graphql(`
  query BookingViewer {
    currentUser {
      id
      fullName
      timezone
      startups {
        id
      }
    }
  }
`);
