import { graphql } from "../../../gql/index.ts";

export const StartupEventTimelineQuery = graphql(`
  query StartupEventTimeline($startupId: ID!, $cursor: String, $types: [TimelinePostFilter!], $limit: Int) {
    startupEventTimeline(startupId: $startupId, cursor: $cursor, types: $types, limit: $limit) {
      ...TimelinePageFields
    }
  }
`);

export const UserTimelineQuery = graphql(`
  query UserTimeline($userId: ID!, $cursor: String, $limit: Int) {
    userTimeline(userId: $userId, cursor: $cursor, limit: $limit) {
      ...TimelinePageFields
    }
  }
`);
