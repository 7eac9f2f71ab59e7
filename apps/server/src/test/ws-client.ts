import { type Client, createClient } from "graphql-ws";
import WebSocket from "ws";

/** A graphql-ws client that connects as a browser on `host` would, Origin included. */
export function wsClient(
  port: number,
  options: { host?: string; origin?: string | null; authorization?: string } = {},
): Client {
  const host = `${options.host ?? "localhost"}:${port}`;
  const origin = options.origin === undefined ? `http://${host}` : options.origin;
  class BrowserLikeSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: { host, ...(origin ? { origin } : {}) } });
    }
  }
  return createClient({
    url: `ws://127.0.0.1:${port}/subscriptions`,
    webSocketImpl: BrowserLikeSocket,
    retryAttempts: 0,
    lazy: true,
    connectionParams: options.authorization ? { authorization: options.authorization } : undefined,
  });
}

/** Subscribes and resolves with the first result (or rejects with the first error). */
export function firstResult<T>(client: Client, query: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const unsubscribe = client.subscribe<T>(
      { query },
      {
        next: (value) => {
          resolve(value as T);
          unsubscribe();
        },
        error: (error) => reject(error instanceof Error ? error : new Error(JSON.stringify(error))),
        complete: () => {},
      },
    );
  });
}

/**
 * Publishes every 50 ms until `received` settles: a subscription is registered on the
 * server some time after the client sends it, and the test must not guess how long.
 */
export async function publishUntil<T>(
  received: Promise<T>,
  publish: () => void,
  timeoutMs = 5000,
): Promise<T> {
  let settled = false;
  const timer = setInterval(() => !settled && publish(), 50);
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => !settled && reject(new Error("no event received")), timeoutMs),
  );
  try {
    return await Promise.race([received, timeout]);
  } finally {
    settled = true;
    clearInterval(timer);
  }
}
