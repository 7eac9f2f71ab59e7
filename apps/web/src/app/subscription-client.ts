import { followSubscriptionSocket } from "../lib/apollo/connection-store.ts";
import { createSubscriptionClient } from "../lib/apollo/subscription-client.ts";
import { connectionStatus } from "./client-status.ts";

/**
 * The app's one websocket (graphql-ws), shared by the public pages' branding subscription
 * and, once the signed-in area has loaded it, Apollo Client's subscriptions.
 */
export const subscriptionClient = createSubscriptionClient();

followSubscriptionSocket(subscriptionClient, connectionStatus);
