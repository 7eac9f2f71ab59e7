import { graphql } from "../../../gql/index.ts";

/** What the panel shows of a notification (spec-1 §3): its message's values, link, icon, time. */
export const NotificationFieldsFragment = graphql(`
  fragment NotificationFields on Notification {
    id
    type
    isRead
    createdAt
    url
    icon
    values {
      actorName
      startupName
      applicantName
      programName
      startsAt
      period
      status
      eventTitle
    }
  }
`);
