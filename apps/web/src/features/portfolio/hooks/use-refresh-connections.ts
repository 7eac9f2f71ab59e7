import { useApolloClient } from "@apollo/client/react";
import { useCallback } from "react";
import { StartupConnectionsQuery } from "../api/startup-connections.query.ts";

/**
 * Reads a startup's connections again after a booking: the answer lands on the cached
 * connections (by id), so every list that shows them (a portfolio card, the file's panel)
 * shows the new balance.
 */
export function useRefreshConnections(): (startupId: string) => Promise<unknown> {
  const client = useApolloClient();
  return useCallback(
    (startupId: string) =>
      client
        .query({ query: StartupConnectionsQuery, variables: { startupId }, fetchPolicy: "network-only" })
        .catch(() => undefined),
    [client],
  );
}
