import { graphql } from "../../../gql/index.ts";

/** A person's card (docs/booking-api.md, UserCard): a host, the organizer, a startup's connection. */
export const UserCardFields = graphql(`
  fragment UserCardFields on UserCard {
    id
    fullName
    firstName
    lastName
    email
    timezone
    roleLabel
    roleType
    avatar
    headline
  }
`);
