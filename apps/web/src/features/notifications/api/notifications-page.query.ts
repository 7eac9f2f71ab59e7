import { graphql } from "../../../gql/index.ts";

/** A page of 16, newest first; `after` is the previous page's nextCursor (load more). */
export const NotificationsPageQuery = graphql(`
  query NotificationsPage($after: String) {
    notifications(after: $after) {
      pageSize
      nextCursor
      items {
        ...NotificationFields
      }
    }
  }
`);
