import { graphql } from "../../../gql/index.ts";

/** The badge: items since the panel was last opened (at most 100), and when that was. */
export const UnseenNotificationsQuery = graphql(`
  query UnseenNotifications {
    unseenNotifications {
      count
      lastSeenTimestamp
    }
  }
`);
