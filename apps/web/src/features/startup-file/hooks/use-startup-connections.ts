import { useQuery } from "@apollo/client/react";
import { StartupConnectionsQuery } from "../../portfolio/index.ts";

/** A startup's connections and hours balances (a booking refreshes them through the cache). */
export function useStartupConnections(startupId: string) {
  const { data, loading, error, refetch } = useQuery(StartupConnectionsQuery, {
    variables: { startupId },
    fetchPolicy: "cache-and-network",
  });
  return { connections: data?.startupConnections ?? null, loading, error, reload: () => refetch() };
}
