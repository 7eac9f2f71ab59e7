import { useQuery } from "@apollo/client/react";
import { StartupFileQuery } from "../api/startup-file.query.ts";

/** A startup file's header (id null: the viewer's own startup). `file` null once answered: not found. */
export function useStartupFile(id: string | null) {
  const { data, loading, error, refetch } = useQuery(StartupFileQuery, { variables: id ? { id } : {} });
  return {
    file: data?.startupFile ?? null,
    answered: data !== undefined,
    loading,
    error,
    reload: () => refetch(),
  };
}
