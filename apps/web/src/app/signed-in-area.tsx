import { ApolloProvider } from "@apollo/client/react";
import { PageLoader } from "../components/page-loader.tsx";
import type { MessageFiles } from "../lib/i18n/load-messages.ts";
import { MessagesGate } from "../lib/i18n/messages-gate.tsx";
import { useAuthToken } from "../lib/use-auth-token.ts";
import { apolloClient } from "./apollo-client.ts";
import { MESSAGE_FILES } from "./messages.ts";
import { Component as SignedInLayout } from "./signed-in-layout.tsx";

const NONE: readonly MessageFiles[] = [];

/**
 * The signed-in area with Apollo Client and every feature's messages (decision 022): the
 * public pages (sign-in, password reset, invitation, the error pages) load neither.
 */
export function Component() {
  // A visitor goes on to the login page at once (the layout's RequireAuth), with its messages only.
  const signedIn = Boolean(useAuthToken());
  return (
    <ApolloProvider client={apolloClient}>
      <MessagesGate areas={signedIn ? MESSAGE_FILES : NONE} loading={<PageLoader />}>
        <SignedInLayout />
      </MessagesGate>
    </ApolloProvider>
  );
}
