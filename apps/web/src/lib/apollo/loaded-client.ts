import type { ApolloClient } from "@apollo/client";

/**
 * Apollo Client is loaded with the signed-in area only (decision 022). What must reach its
 * cache from outside that area (a sign-out, a confirmed address) goes through here: at once
 * when the client exists, and not at all when it was never loaded, since it then holds nothing.
 */
let loaded: ApolloClient | null = null;

export function setLoadedApolloClient(client: ApolloClient): void {
  loaded = client;
}

export function withLoadedApolloClient(use: (client: ApolloClient) => void): void {
  if (loaded) use(loaded);
}
