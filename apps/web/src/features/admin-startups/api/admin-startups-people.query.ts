import { graphql } from "../../../gql/index.ts";

/** People to pick: supporters to assign, or cofounders for a new startup. */
export const StartupAdminPeopleQuery = graphql(`
  query StartupAdminPeople($group: StartupAdminPeopleGroup!, $search: String) {
    startupAdminPeople(group: $group, search: $search, limit: 20) {
      id
      fullName
      email
      roleName
    }
  }
`);
