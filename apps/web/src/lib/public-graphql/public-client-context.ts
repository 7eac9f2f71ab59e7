import { createContext, useContext } from "react";
import type { PublicClient } from "./public-client.ts";

/** The app's public GraphQL client (app/public-client.ts); tests give one answering from mocks. */
export const PublicClientContext = createContext<PublicClient | null>(null);

export function usePublicClient(): PublicClient {
  const client = useContext(PublicClientContext);
  if (!client) throw new Error("No PublicClientContext above this component");
  return client;
}
