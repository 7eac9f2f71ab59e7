import { graphql } from "../../../gql/index.ts";

/** One page of the events the viewer may see (the server decides visibility), upcoming or past. */
export const IncubatorEventsQuery = graphql(`
  query IncubatorEvents($filter: IncubatorEventFilter) {
    incubatorEvents(filter: $filter) {
      nextCursor
      results {
        ...EventCardFields
      }
    }
  }
`);
