import { graphql } from "../../../gql/index.ts";

/** One section (or window) of a tab, 15 a page from a cursor. */
export const TasksQuery = graphql(`
  query Tasks($tab: TaskTab, $section: TaskSection, $cursor: String, $limit: Int, $queryOptions: TaskQueryOptions) {
    tasks(tab: $tab, section: $section, cursor: $cursor, limit: $limit, queryOptions: $queryOptions) {
      totalCount
      next
      results {
        ...TaskFields
      }
    }
  }
`);
