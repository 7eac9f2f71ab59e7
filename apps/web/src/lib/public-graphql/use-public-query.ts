import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { useEffect, useSyncExternalStore } from "react";
import type { QueryState } from "./public-client.ts";
import { usePublicClient } from "./public-client-context.ts";

/**
 * A public read (decision 022), as Apollo's `useQuery` reads it with its default
 * cache-first policy: the cached answer at once, else loading until it arrives.
 */
export function usePublicQuery<T, V extends Record<string, unknown>>(
  document: TypedDocumentNode<T, V>,
  variables?: V,
): QueryState<T> {
  const client = usePublicClient();
  const state = useSyncExternalStore(client.watch, () => client.read(document, variables));
  const key = JSON.stringify(variables ?? {});
  // On mount and for other variables: a failed read is asked again, as a new useQuery would.
  useEffect(() => {
    client.query(document, JSON.parse(key) as V).catch(() => {});
  }, [client, document, key]);
  return state;
}
