import { graphql } from "../../../gql/index.ts";

/** One startup's connections and hours balances (its file's panel; a refresh after a booking). */
export const StartupConnectionsQuery = graphql(`
  query StartupConnections($startupId: ID!) {
    startupConnections(startupId: $startupId) {
      ...StartupConnectionFields
    }
  }
`);
