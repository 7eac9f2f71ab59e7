import { graphql } from "../../../gql/index.ts";

/** Makes the viewer's feed address, replacing the last one; shown once. */
export const CreateCalendarFeedMutation = graphql(`
  mutation CreateCalendarFeed {
    createCalendarFeed {
      url
      webcalUrl
      createdAt
    }
  }
`);
