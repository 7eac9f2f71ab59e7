import { graphql } from "../../../gql/index.ts";

/** Whether the hosts take bookings, and the durations left for the viewer's startup. */
export const ProfileCoachingMeetingSettingsQuery = graphql(`
  query ProfileCoachingMeetingSettings($userIds: [ID!]!, $startupId: ID) {
    getProfileCoachingMeetingSettings(userIds: $userIds, startupId: $startupId) {
      userId
      enabled
      availableDurationsInMins
      defaultMeetingLocation
      timeslotIncrement
      minimumNoticeHours
    }
  }
`);
