import { graphql } from "../../../gql/index.ts";

/** Everything the availability page shows and saves. */
export const HostAvailabilityFields = graphql(`
  fragment HostAvailabilityFields on HostAvailability {
    userId
    timezone
    weeklyHours {
      weekday
      startMinute
      endMinute
    }
    overrides {
      date
      ranges {
        startMinute
        endMinute
      }
    }
    coachingMeetingSettings {
      enabled
      availableDurationsInMins
      defaultMeetingLocation
      timeslotIncrement
      minimumNoticeHours
    }
    icsFeedUrl
    icsFeed {
      url
      status
      error
      errorCode
      checkedAt
      eventCount
    }
  }
`);
