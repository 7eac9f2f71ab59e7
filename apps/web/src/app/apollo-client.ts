import { createApolloClient } from "../lib/apollo/create-apollo-client.ts";
import { setLoadedApolloClient } from "../lib/apollo/loaded-client.ts";
import { refetchOnReconnect } from "../lib/apollo/refetch-on-reconnect.ts";
import { clearAuth } from "../lib/auth-storage.ts";
import { connectionStatus, loadingCounter } from "./client-status.ts";
import { navigate } from "./navigate.ts";
import { publicClient } from "./public-client.ts";
import { sendSignedInStartUpRequests, shareBranding } from "./signed-in-start-up.ts";
import { subscriptionClient } from "./subscription-client.ts";

/**
 * Apollo Client: loaded with the signed-in area (signed-in-area.tsx), or at start-up when a
 * token is stored (app.tsx), never by the public pages (decision 022).
 */
export const apolloClient = createApolloClient({
  navigate,
  signOut: () => clearAuth("server"),
  subscriptionClient,
  loadingCounter,
  connectionStatus,
});

setLoadedApolloClient(apolloClient);
refetchOnReconnect(subscriptionClient, apolloClient);
shareBranding(publicClient, apolloClient);
sendSignedInStartUpRequests(apolloClient);
