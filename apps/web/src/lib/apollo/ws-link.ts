import { GraphQLWsLink } from "@apollo/client/link/subscriptions";
import type { Client } from "graphql-ws";
import { createSubscriptionClient } from "./subscription-client.ts";

// The websocket client itself is Apollo-free (subscription-client.ts), for the public pages (decision 022).
export {
  backoffDelay,
  createSubscriptionClient,
  incubatorIdentifier,
  SUBSCRIPTIONS_PATH,
  type SubscriptionClient,
  subscriptionsUrl,
  WS_RETRY_ATTEMPTS,
} from "./subscription-client.ts";

export function createWsLink(client: Client = createSubscriptionClient()): GraphQLWsLink {
  return new GraphQLWsLink(client);
}
