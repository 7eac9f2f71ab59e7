import { useQuery } from "@apollo/client/react";
import { CommunityStartupsQuery } from "../api/community-startups.query.ts";
import { startupsVariables } from "../lib/community-search.ts";
import type { CommunityStartup } from "../lib/types.ts";

export type StartupsList = {
  startups: readonly CommunityStartup[];
  /** True only before the first answer: a new search keeps the previous cards while loading. */
  initialLoading: boolean;
  loading: boolean;
  error: Error | undefined;
  reload: () => Promise<unknown>;
};

export function useCommunityStartups(search: string): StartupsList {
  const { data, previousData, loading, error, refetch } = useQuery(CommunityStartupsQuery, {
    variables: startupsVariables(search),
    notifyOnNetworkStatusChange: true,
  });
  const startups = (data ?? previousData)?.startups;
  return {
    startups: startups ?? [],
    initialLoading: loading && !startups,
    loading,
    error,
    reload: () => refetch(),
  };
}
