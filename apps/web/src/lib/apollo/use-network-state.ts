import { useSyncExternalStore } from "react";
import type { ConnectionStatus } from "./connection-status.ts";
import type { LoadingCounter } from "./loading-counter.ts";

/** How many mutations and named operations are under way (re-renders when it changes). */
export function useLoadingCount(counter: LoadingCounter): number {
  return useSyncExternalStore(counter.subscribe, counter.get, () => 0);
}

export function useConnected(status: ConnectionStatus): boolean {
  return useSyncExternalStore(status.subscribe, status.get, () => true);
}
