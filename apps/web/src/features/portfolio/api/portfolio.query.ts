import { graphql } from "../../../gql/index.ts";

/** A page of the startups the viewer follows (the server decides which), by name. */
export const PortfolioQuery = graphql(`
  query Portfolio($search: String, $page: Int, $pageSize: Int) {
    portfolio(search: $search, page: $page, pageSize: $pageSize) {
      total
      items {
        id
        name
        logo
        website
        members {
          id
          fullName
        }
        programs {
          id
          name
        }
        connections {
          ...StartupConnectionFields
        }
      }
    }
  }
`);
