import { graphql } from "../../../gql/index.ts";

/** Today's bounds in the viewer's zone, for the startup file's three lists. */
export const TaskDaysQuery = graphql(`
  query TaskDays {
    taskBadge {
      todayStart
      todayEnd
    }
  }
`);
