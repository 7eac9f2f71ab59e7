import { createApolloClient } from "../lib/apollo/create-apollo-client.ts";
import { createSubscriptionClient } from "../lib/apollo/ws-link.ts";
import { clearAuth } from "../lib/auth-storage.ts";
import { router } from "./router.ts";

export const subscriptionClient = createSubscriptionClient();

export const apolloClient = createApolloClient({
  navigate: (path, state) => void router.navigate(path, { state }),
  signOut: () => clearAuth("server"),
  subscriptionClient,
});
