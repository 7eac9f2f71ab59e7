import { createConnectionStatus, followSubscriptionSocket } from "../lib/apollo/connection-status.ts";
import { createApolloClient } from "../lib/apollo/create-apollo-client.ts";
import { createLoadingCounter } from "../lib/apollo/loading-counter.ts";
import { createSubscriptionClient } from "../lib/apollo/ws-link.ts";
import { clearAuth } from "../lib/auth-storage.ts";
import { router } from "./router.ts";

export const subscriptionClient = createSubscriptionClient();

/** Shown by the shell: operations under way (progress bar) and whether the server answers (offline banner). */
export const loadingCounter = createLoadingCounter();
export const connectionStatus = createConnectionStatus();
followSubscriptionSocket(subscriptionClient, connectionStatus);

export const apolloClient = createApolloClient({
  navigate: (path, state) => void router.navigate(path, { state }),
  signOut: () => clearAuth("server"),
  subscriptionClient,
  loadingCounter,
  connectionStatus,
});
