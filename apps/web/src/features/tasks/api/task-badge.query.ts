import { graphql } from "../../../gql/index.ts";

/** The tasks button's count and the instant it counts up to (the end of tomorrow). */
export const TaskBadgeQuery = graphql(`
  query TaskBadge {
    taskBadge {
      count
      horizon
    }
  }
`);
