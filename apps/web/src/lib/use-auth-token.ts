import { useSyncExternalStore } from "react";
import { readToken, subscribeToAuthStorage } from "./auth-storage.ts";

/** The stored token, re-rendering when this tab signs in or out. */
export function useAuthToken(): string | null {
  return useSyncExternalStore(subscribeToAuthStorage, readToken, () => null);
}
