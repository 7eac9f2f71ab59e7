import { graphql } from "../../../gql/index.ts";

/** Fires for each new notification of the signed-in user. */
export const NotificationCreatedSubscription = graphql(`
  subscription NotificationCreated {
    notificationCreated {
      id
    }
  }
`);
