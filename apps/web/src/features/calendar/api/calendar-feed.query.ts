import { graphql } from "../../../gql/index.ts";

/** Whether the viewer has a personal feed address (decision 032): never the address itself. */
export const CalendarFeedQuery = graphql(`
  query CalendarFeed {
    calendarFeed {
      active
      createdAt
      lastUsedAt
    }
  }
`);
