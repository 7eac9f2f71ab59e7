import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from "@apollo/client";
import { RemoveTypenameFromVariablesLink } from "@apollo/client/link/remove-typename";
import { RetryLink } from "@apollo/client/link/retry";
import { isSubscriptionOperation } from "@apollo/client/utilities";
import { readAuthorization } from "../auth-storage.ts";
import { createAuthenticationErrorLink } from "./authentication-required.ts";
import { type ConnectionStatus, createConnectionLink, createConnectionStatus } from "./connection-status.ts";
import { createForbiddenHandler, type Navigate } from "./forbidden-handler.ts";
import { createHttpErrorLink } from "./http-error-link.ts";
import { createLoadingCounter, createLoadingLink, type LoadingCounter } from "./loading-counter.ts";
import { operationUri } from "./operation-uri.ts";
import { RETRY_OPTIONS } from "./retry-policy.ts";
import { typePolicies } from "./type-policies.ts";
import { createSubscriptionClient, createWsLink, type SubscriptionClient } from "./ws-link.ts";

export type ApolloClientOptions = {
  /** Client-side navigation (the router's), used when a failure sends the user elsewhere. */
  navigate: Navigate;
  /**
   * Ends the sign-in on this browser (clears the token and session id): on HTTP 401 and on
   * an AuthenticationRequiredError outside the public pages (spec-1 §8).
   */
  signOut: () => void;
  /** The websocket client of subscriptions; one is created when none is given. */
  subscriptionClient?: SubscriptionClient;
  /** Counts mutations and named operations under way (the shell's progress bar). */
  loadingCounter?: LoadingCounter;
  /** Set from the outcome of each HTTP request (the shell's offline banner). */
  connectionStatus?: ConnectionStatus;
};

/** Adds the authorization of the signed-in user, read at request time. */
const authorizationLink = new ApolloLink((operation, forward) => {
  const authorization = readAuthorization();
  if (authorization) {
    operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
      headers: { ...headers, authorization },
    }));
  }
  return forward(operation);
});

/**
 * The GraphQL client of spec-1 §7. Links, outermost first: strip __typename from
 * variables, add authorization, count the operation for the loading indicator, react to
 * HTTP failures (after retries are spent) and to AuthenticationRequiredError, retry,
 * then send over the websocket (subscriptions) or HTTP (queries and mutations), each HTTP
 * attempt telling whether the server could be reached.
 */
export function createApolloClient({
  navigate,
  signOut,
  subscriptionClient = createSubscriptionClient(),
  loadingCounter = createLoadingCounter(),
  connectionStatus = createConnectionStatus(),
}: ApolloClientOptions): ApolloClient {
  const httpLink = new HttpLink({
    uri: operationUri,
    // Yoga's CSRF prevention refuses requests that a plain HTML form could send.
    headers: { "apollo-require-preflight": "true" },
  });
  const transport = ApolloLink.split(
    ({ query }) => isSubscriptionOperation(query),
    createWsLink(subscriptionClient),
    ApolloLink.from([createConnectionLink(connectionStatus), httpLink]),
  );

  return new ApolloClient({
    link: ApolloLink.from([
      new RemoveTypenameFromVariablesLink(),
      authorizationLink,
      createLoadingLink(loadingCounter),
      createHttpErrorLink({ 401: () => signOut(), 403: createForbiddenHandler(navigate) }),
      createAuthenticationErrorLink(signOut),
      new RetryLink(RETRY_OPTIONS),
      transport,
    ]),
    cache: new InMemoryCache({ typePolicies }),
  });
}
