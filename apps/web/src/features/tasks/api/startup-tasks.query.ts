import { graphql } from "../../../gql/index.ts";

/** A startup's tasks due in [after, before): called for overdue, today and future. */
export const StartupTasksQuery = graphql(`
  query StartupTasks($startupId: ID!, $after: String, $before: String, $cursor: String) {
    startupTasks(startupId: $startupId, after: $after, before: $before, cursor: $cursor) {
      totalCount
      next
      results {
        ...TaskFields
      }
    }
  }
`);
