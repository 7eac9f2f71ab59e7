import { ApolloProvider } from "@apollo/client/react";
import { useEffect } from "react";
import { useMatches } from "react-router";
import { PageLoader } from "../components/page-loader.tsx";
import { LiveBranding } from "../features/branding/components/live-branding.tsx";
import type { MessageFiles } from "../lib/i18n/load-messages.ts";
import { useMessageAreas } from "../lib/i18n/message-areas.ts";
import { MessagesGate } from "../lib/i18n/messages-gate.tsx";
import { useAuthToken } from "../lib/use-auth-token.ts";
import { apolloClient } from "./apollo-client.ts";
import { AREA_MESSAGE_FILES } from "./messages.ts";
import { pageMessagesOfMatches } from "./page-messages.ts";
import { Component as SignedInLayout } from "./signed-in-layout.tsx";

const NONE: readonly MessageFiles[] = [];

/**
 * The signed-in area with Apollo Client and the messages of its features (decision 022): the
 * public pages (sign-in, password reset, invitation, the error pages) load neither. A signed-in
 * visitor's branding is live (`incubatorUpdated`; the public pages read it when they open and
 * when the window regains focus: decision 044). The
 * features whose messages come with their pages (decision 034) are asked for at the same
 * time when the first page is one of theirs, not after the area's.
 */
export function Component() {
  // A visitor goes on to the login page at once (the layout's RequireAuth), with its messages only.
  const signedIn = Boolean(useAuthToken());
  const messageAreas = useMessageAreas();
  const matches = useMatches();
  useEffect(() => {
    if (signedIn) messageAreas?.ask(pageMessagesOfMatches(matches));
  }, [signedIn, messageAreas, matches]);
  return (
    <ApolloProvider client={apolloClient}>
      {signedIn && <LiveBranding />}
      <MessagesGate areas={signedIn ? AREA_MESSAGE_FILES : NONE} loading={<PageLoader />}>
        <SignedInLayout />
      </MessagesGate>
    </ApolloProvider>
  );
}
