import type { Client } from "graphql-ws";
import { createValueStore, type ValueStore } from "./value-store.ts";

/**
 * spec-1 §4: a connected flag that follows the subscription socket and the outcome of
 * requests. Any answer from the server (even an error) means connected; a request that
 * could not reach it, or a socket that dropped, means not connected.
 */
export type ConnectionStatus = ValueStore<boolean>;

export function createConnectionStatus(): ConnectionStatus {
  return createValueStore(true);
}

/** fetch() rejects with a TypeError when the network or the server is unreachable. */
export function isUnreachable(error: unknown): boolean {
  return error instanceof TypeError;
}

/**
 * A socket closed on purpose is not a lost connection: 1000 (normal, lazy close once no
 * subscription is left) and the 4xxx codes graphql-ws and the server use deliberately
 * (4499 is the client's own restart after a sign-in change, 4401/4403 a refusal).
 */
export function isConnectionLost(event: unknown): boolean {
  const code = event && typeof event === "object" && "code" in event ? Number(event.code) : Number.NaN;
  if (Number.isNaN(code)) return true;
  return code !== 1000 && code < 4000;
}

export function followSubscriptionSocket(client: Pick<Client, "on">, status: ConnectionStatus): () => void {
  const offConnected = client.on("connected", () => status.set(true));
  const offClosed = client.on("closed", (event) => {
    if (isConnectionLost(event)) status.set(false);
  });
  return () => {
    offConnected();
    offClosed();
  };
}
