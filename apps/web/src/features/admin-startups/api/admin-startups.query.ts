import { graphql } from "../../../gql/index.ts";

/** A page of the administration's startups with the filters applied. */
export const AdminStartupsQuery = graphql(`
  query AdminStartups($filter: AdminStartupsFilter, $page: Int!, $pageSize: Int!) {
    adminStartups(filter: $filter, page: $page, pageSize: $pageSize) {
      total
      page
      pageSize
      items {
        id
        name
        logo
        foundingYear
        createdAt
        memberCount
        connectionCount
        members {
          id
          fullName
        }
        programs {
          id
          name
        }
        tags {
          id
          name
          color
        }
        industries {
          id
          name
        }
      }
    }
  }
`);
