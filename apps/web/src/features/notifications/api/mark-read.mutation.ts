import { graphql } from "../../../gql/index.ts";

/** Clicking an item marks it read (the cache updates it by id). */
export const MarkNotificationsReadMutation = graphql(`
  mutation MarkNotificationsRead($ids: [ID!]!) {
    markNotificationsRead(ids: $ids) {
      id
      isRead
    }
  }
`);
