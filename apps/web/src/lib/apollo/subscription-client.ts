import { type Client, createClient } from "graphql-ws";
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

/** A websocket client that can reconnect on purpose, when the sign-in changes. */
export type SubscriptionClient = Client & {
  /** Drops the socket; it reconnects at once, resubscribing with the current parameters. */
  restart(): void;
};

const RESTART_DELAY_MS = 50;

/** graphql-ws's randomised exponential back-off, for connections lost by accident. */
export function backoffDelay(retries: number, random: () => number = Math.random): number {
  return 1000 * 2 ** Math.min(retries, 5) + Math.floor(random() * 2700) + 300;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The connection parameters are read when the socket opens, so a sign-in, a session
 * activation or a sign-out restarts it; a restart reconnects without the back-off that
 * would leave a new session deaf to `sessionLoggedOut` for seconds.
 */
export function createSubscriptionClient(): SubscriptionClient {
  let restarting = false;
  const client = createClient({
    url: subscriptionsUrl(window.location),
    lazy: true,
    retryAttempts: WS_RETRY_ATTEMPTS,
    retryWait: async (retries) => {
      if (restarting) {
        restarting = false;
        await sleep(RESTART_DELAY_MS);
      } else {
        await sleep(backoffDelay(retries));
      }
    },
    connectionParams: () => ({
      sessionId: readSessionId() ?? "",
      incubatorIdentifier: incubatorIdentifier(window.location.hostname),
      userAgent: navigator.userAgent,
      authorization: readAuthorization() ?? "",
    }),
  });
  return Object.assign(client, {
    restart() {
      restarting = true;
      client.terminate();
    },
  });
}
