import { useEffect } from "react";
import { withLoadedApolloClient } from "../lib/apollo/loaded-client.ts";
import type { SubscriptionClient } from "../lib/apollo/subscription-client.ts";
import {
  onTokenChangeInOtherTab,
  readSessionId,
  readToken,
  subscribeToAuthStorage,
} from "../lib/auth-storage.ts";

type AuthEffectsProps = { subscriptionClient: SubscriptionClient };

/**
 * What follows a sign-in or sign-out, wherever it came from:
 * - another tab signed in or out: this one reloads (spec-1 §4);
 * - this tab's sign-in changed: the websocket reconnects with the new parameters, and a
 *   sign-out forgets the user's data (Apollo's cache, when the signed-in area loaded it).
 */
export function AuthEffects({ subscriptionClient }: AuthEffectsProps) {
  useEffect(() => onTokenChangeInOtherTab(() => window.location.reload()), []);

  useEffect(() => {
    let previous = `${readToken()}|${readSessionId()}`;
    return subscribeToAuthStorage(() => {
      const current = `${readToken()}|${readSessionId()}`;
      if (current === previous) return;
      previous = current;
      subscriptionClient.restart();
      if (!readToken()) {
        withLoadedApolloClient((apolloClient) => {
          apolloClient.cache.evict({ id: "ROOT_QUERY", fieldName: "currentUser" });
          apolloClient.cache.gc();
        });
      }
    });
  }, [subscriptionClient]);

  return null;
}
