import { graphql } from "../../../gql/index.ts";

/** Saves cells of the grid, or the digest frequency; answers the whole grid. */
export const UpdateNotificationPreferencesMutation = graphql(`
  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) {
    updateNotificationPreferences(input: $input) {
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
