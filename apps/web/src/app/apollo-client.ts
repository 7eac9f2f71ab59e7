import { followSubscriptionSocket } from "../lib/apollo/connection-status.ts";
import { createApolloClient } from "../lib/apollo/create-apollo-client.ts";
import { refetchOnReconnect } from "../lib/apollo/refetch-on-reconnect.ts";
import { createSubscriptionClient } from "../lib/apollo/ws-link.ts";
import { clearAuth } from "../lib/auth-storage.ts";
import { connectionStatus, loadingCounter } from "./client-status.ts";
import { router } from "./router.ts";

export const subscriptionClient = createSubscriptionClient();

followSubscriptionSocket(subscriptionClient, connectionStatus);

export const apolloClient = createApolloClient({
  navigate: (path, state) => void router.navigate(path, { state }),
  signOut: () => clearAuth("server"),
  subscriptionClient,
  loadingCounter,
  connectionStatus,
});

refetchOnReconnect(subscriptionClient, apolloClient);
