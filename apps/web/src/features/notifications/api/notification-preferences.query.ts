import { graphql } from "../../../gql/index.ts";

/** The type × channel grid and the digest frequency of the signed-in user. */
export const NotificationPreferencesQuery = graphql(`
  query NotificationPreferences {
    notificationPreferences {
      digestFrequency
      types {
        type
        inApp
        email
        critical
        emailByProducer
      }
    }
  }
`);
