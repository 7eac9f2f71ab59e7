import { GraphQLWsLink } from "@apollo/client/link/subscriptions";
import { createClient } from "graphql-ws";
import { readAuthorization, readSessionId } from "../auth-storage.ts";

export const SUBSCRIPTIONS_PATH = "/subscriptions";
/** spec-1 §9: the websocket reconnects up to 10 times. */
export const WS_RETRY_ATTEMPTS = 10;

type PageLocation = Pick<Location, "protocol" | "host">;

/** Same host as the page; wss:// when the page is served over https. */
export function subscriptionsUrl(location: PageLocation): string {
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  return `${scheme}//${location.host}${SUBSCRIPTIONS_PATH}`;
}

/** spec-1 §7: the first label of the host name names the incubator. */
export function incubatorIdentifier(hostname: string): string {
  return hostname.split(".")[0] || "localhost";
}

export function createWsLink(): GraphQLWsLink {
  return new GraphQLWsLink(
    createClient({
      url: subscriptionsUrl(window.location),
      lazy: true,
      retryAttempts: WS_RETRY_ATTEMPTS,
      connectionParams: () => ({
        sessionId: readSessionId() ?? "",
        incubatorIdentifier: incubatorIdentifier(window.location.hostname),
        userAgent: navigator.userAgent,
        authorization: readAuthorization() ?? "",
      }),
    }),
  );
}
