import { followSubscriptionSocket } from "../lib/apollo/connection-store.ts";
import { createSubscriptionClient } from "../lib/apollo/subscription-client.ts";
import { readSessionId, readToken, subscribeToAuthStorage } from "../lib/auth-storage.ts";
import { connectionStatus } from "./client-status.ts";

/**
 * The app's one websocket (graphql-ws), Apollo Client's subscriptions': it comes with the
 * signed-in area (apollo-client.ts), the public pages open none (decision 044). When this
 * tab's sign-in changes (a sign-in, a session activation, a sign-out), it reconnects with the
 * new parameters.
 */
export const subscriptionClient = createSubscriptionClient();

followSubscriptionSocket(subscriptionClient, connectionStatus);

let signedInAs = `${readToken()}|${readSessionId()}`;
subscribeToAuthStorage(() => {
  const current = `${readToken()}|${readSessionId()}`;
  if (current === signedInAs) return;
  signedInAs = current;
  subscriptionClient.restart();
});
