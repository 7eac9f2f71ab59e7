import { useMutation, useQuery } from "@apollo/client/react";
import { useEffect } from "react";
import { ExportStartupMutation } from "../api/export-startup.mutation.ts";
import { StartupExportsQuery } from "../api/startup-exports.query.ts";

/** How often the tab asks whether an unfinished export is ready (decision 060: polling, as issue 17's export). */
export const EXPORT_POLL_MS = 2000;

/**
 * The viewer's recent exports of a startup, asked again every 2 s while one is queued or
 * running, and `start()` which queues one (the server returns the unfinished one if any).
 */
export function useStartupExports(startupId: string) {
  const list = useQuery(StartupExportsQuery, {
    variables: { startupId },
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: false,
  });
  const [run, started] = useMutation(ExportStartupMutation);
  const exports = list.data?.startupExports;
  const unfinished = exports?.some((e) => e.status === "queued" || e.status === "running") ?? false;
  const { startPolling, stopPolling, refetch } = list;
  useEffect(() => {
    if (unfinished) startPolling(EXPORT_POLL_MS);
    else stopPolling();
    return () => stopPolling();
  }, [unfinished, startPolling, stopPolling]);

  const start = async () => {
    const result = await run({ variables: { startupId } }).catch(() => null);
    if (result?.data) await refetch();
  };

  return {
    exports,
    loading: list.loading && !exports,
    error: list.error,
    refetch,
    start,
    starting: started.loading,
    startError: started.error,
    unfinished,
  };
}
