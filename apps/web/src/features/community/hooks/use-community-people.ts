import { useQuery } from "@apollo/client/react";
import { CommunityPeopleQuery } from "../api/community-people.query.ts";
import { peopleVariables } from "../lib/community-search.ts";
import type { CommunityPerson } from "../lib/types.ts";

export type PeopleList = {
  people: readonly CommunityPerson[];
  total: number;
  /** True only before the first answer: a new search or page keeps the previous cards while loading. */
  initialLoading: boolean;
  loading: boolean;
  error: Error | undefined;
  reload: () => Promise<unknown>;
};

export function useCommunityPeople(search: string, page: number): PeopleList {
  const { data, previousData, loading, error, refetch } = useQuery(CommunityPeopleQuery, {
    variables: peopleVariables(search, page),
    notifyOnNetworkStatusChange: true,
  });
  const answer = (data ?? previousData)?.community;
  return {
    people: answer?.items ?? [],
    total: answer?.total ?? 0,
    initialLoading: loading && !answer,
    loading,
    error,
    reload: () => refetch(),
  };
}
