import { graphql } from "../../../gql/index.ts";

/** Opening the panel: the server records the time and answers the unseen count (0). */
export const SetNotificationsLastSeenMutation = graphql(`
  mutation SetNotificationsLastSeen {
    setNotificationsLastSeen {
      count
      lastSeenTimestamp
    }
  }
`);
