import { graphql } from "../../../gql/index.ts";

/** Deletes the viewer's feed address: calendar apps get nothing from it any more. */
export const RevokeCalendarFeedMutation = graphql(`
  mutation RevokeCalendarFeed {
    revokeCalendarFeed
  }
`);
