import { graphql } from "../../../gql/index.ts";

/** People's cards: the profile page and the scheduler's hosts. */
export const BookingUsersByIdsQuery = graphql(`
  query BookingUsersByIds($ids: [ID!]!) {
    usersByIds(ids: $ids) {
      ...UserCardFields
    }
  }
`);
