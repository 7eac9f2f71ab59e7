import { graphql } from "../../../gql/index.ts";

/** What the page needs of the organisation: whether members may delete themselves, and whom to ask otherwise. */
export const AccountDeletionIncubatorQuery = graphql(`
  query AccountDeletionIncubator {
    incubator {
      id
      allowUserSelfDelete
      supportEmail {
        address
      }
    }
  }
`);
