import type { Client } from "graphql-ws";
import { isConnectionLost } from "./connection-status.ts";

type Refetcher = { refetchObservableQueries(includeStandby?: boolean): Promise<unknown> };

/**
 * When the subscription socket comes back after losing its connection (the server
 * restarted, the network or the server's Redis dropped), the events sent meanwhile are gone:
 * the active queries are fetched again so that screens catch up (docs/signing-in.md, "Redis
 * outages"). A deliberate close (a restart after a sign-in change, the lazy close once no
 * subscription is left) refetches nothing; the first connection neither.
 */
export function refetchOnReconnect(socket: Pick<Client, "on">, apollo: Refetcher): () => void {
  let lost = false;
  const offClosed = socket.on("closed", (event) => {
    if (isConnectionLost(event)) lost = true;
  });
  const offConnected = socket.on("connected", () => {
    if (!lost) return;
    lost = false;
    void apollo.refetchObservableQueries().catch(() => {});
  });
  return () => {
    offClosed();
    offConnected();
  };
}
