import { useEffect } from "react";
import { withLoadedApolloClient } from "../lib/apollo/loaded-client.ts";
import {
  onTokenChangeInOtherTab,
  readSessionId,
  readToken,
  subscribeToAuthStorage,
} from "../lib/auth-storage.ts";

/**
 * What follows a sign-in or sign-out, wherever it came from:
 * - another tab signed in or out: this one reloads (spec-1 §4);
 * - this tab signed out: the user's data is forgotten (Apollo's cache, when the signed-in area
 *   loaded it). The websocket, when the signed-in area opened it, reconnects with the new
 *   parameters by itself (subscription-client.ts).
 */
export function AuthEffects() {
  useEffect(() => onTokenChangeInOtherTab(() => window.location.reload()), []);

  useEffect(() => {
    let previous = `${readToken()}|${readSessionId()}`;
    return subscribeToAuthStorage(() => {
      const current = `${readToken()}|${readSessionId()}`;
      if (current === previous) return;
      previous = current;
      if (!readToken()) {
        withLoadedApolloClient((apolloClient) => {
          apolloClient.cache.evict({ id: "ROOT_QUERY", fieldName: "currentUser" });
          apolloClient.cache.gc();
        });
      }
    });
  }, []);

  return null;
}
