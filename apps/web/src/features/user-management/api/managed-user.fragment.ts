import { graphql } from "../../../gql/index.ts";

/** A row of the user list, as every user mutation answers it (the cache updates the row). */
export const ManagedUserFieldsFragment = graphql(`
  fragment ManagedUserFields on ManagedUser {
    id
    email
    firstName
    lastName
    fullName
    status
    validated
    createdAt
    category
    role {
      id
      type
      label
    }
    startups {
      id
      name
    }
    assignedStartups {
      id
      name
    }
    programs {
      id
      name
    }
    tags {
      id
      name
      color
      kind
    }
    industries {
      id
      name
    }
  }
`);
