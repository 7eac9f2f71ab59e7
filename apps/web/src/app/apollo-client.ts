import { createApolloClient } from "../lib/apollo/create-apollo-client.ts";
import { router } from "./router.ts";

export const apolloClient = createApolloClient({
  navigate: (path, state) => void router.navigate(path, { state }),
});
