import { useQuery } from "@apollo/client/react";
import { ManagedUsersQuery } from "../api/users.query.ts";
import type { ManagedUser } from "../lib/types.ts";
import type { UsersVariables } from "../lib/user-filters.ts";

export type UsersList = {
  users: readonly ManagedUser[];
  total: number;
  /** True only before the first answer: later pages keep the previous rows while loading. */
  initialLoading: boolean;
  loading: boolean;
  error: Error | undefined;
  reload: () => Promise<unknown>;
};

export function useUsersList(variables: UsersVariables): UsersList {
  const { data, previousData, loading, error, refetch } = useQuery(ManagedUsersQuery, {
    variables,
    notifyOnNetworkStatusChange: true,
  });
  const page = (data ?? previousData)?.users;
  return {
    users: page?.items ?? [],
    total: page?.total ?? 0,
    initialLoading: loading && !page,
    loading,
    error,
    reload: () => refetch(),
  };
}
