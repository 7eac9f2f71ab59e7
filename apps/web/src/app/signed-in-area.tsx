import { ApolloProvider } from "@apollo/client/react";
import { apolloClient } from "./apollo-client.ts";
import { Component as SignedInLayout } from "./signed-in-layout.tsx";

/**
 * The signed-in area with Apollo Client (decision 022): this chunk brings Apollo, so the
 * public pages (sign-in, password reset, invitation, the error pages) never load it.
 */
export function Component() {
  return (
    <ApolloProvider client={apolloClient}>
      <SignedInLayout />
    </ApolloProvider>
  );
}
