import { graphql } from "../../../gql/index.ts";

/** The name of the host whose availability an admin is editing. */
export const AvailabilityHostQuery = graphql(`
  query AvailabilityHost($ids: [ID!]!) {
    usersByIds(ids: $ids) {
      id
      fullName
    }
  }
`);
