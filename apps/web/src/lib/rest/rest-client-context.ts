import { createContext, useContext } from "react";
import type { RestClient } from "./rest-client.ts";

export const RestClientContext = createContext<RestClient | null>(null);

export function useRestClient(): RestClient {
  const client = useContext(RestClientContext);
  if (!client) throw new Error("useRestClient must be used inside <RestClientContext>");
  return client;
}
