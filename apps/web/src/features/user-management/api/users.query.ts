import { graphql } from "../../../gql/index.ts";

/** One page of the organisation's users (USER:EDIT). */
export const ManagedUsersQuery = graphql(`
  query ManagedUsers($filter: UserFilterInput, $offset: Int, $limit: Int) {
    users(filter: $filter, offset: $offset, limit: $limit) {
      total
      items {
        ...ManagedUserFields
      }
    }
  }
`);
