import { ApolloClient, ApolloLink, gql, InMemoryCache } from "@apollo/client";
import { ServerError } from "@apollo/client/errors";
import { Observable } from "rxjs";
import { describe, expect, it } from "vitest";
import {
  createConnectionLink,
  createConnectionStatus,
  followSubscriptionSocket,
  isConnectionLost,
} from "./connection-status.ts";

const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });
const query = gql("query CurrentUser { currentUser { id } }");

function send(status: ReturnType<typeof createConnectionStatus>, outcome: "data" | Error) {
  const server = new ApolloLink(
    () =>
      new Observable<ApolloLink.Result>((observer) => {
        if (outcome === "data") {
          observer.next({ data: {} });
          observer.complete();
        } else observer.error(outcome);
      }),
  );
  ApolloLink.execute(
    ApolloLink.from([createConnectionLink(status), server]),
    { query },
    { client },
  ).subscribe({
    error: () => {},
  });
}

describe("the connection link", () => {
  it("turns offline when the server cannot be reached, and online at the next answer", () => {
    const status = createConnectionStatus();
    send(status, new TypeError("Failed to fetch"));
    expect(status.get()).toBe(false);
    send(status, "data");
    expect(status.get()).toBe(true);
  });

  it("counts an error answer as connected", () => {
    const status = createConnectionStatus();
    status.set(false);
    const response = new Response("{}", { status: 500 });
    send(status, new ServerError("Internal", { response, bodyText: "{}" }));
    expect(status.get()).toBe(true);
  });
});

describe("the subscription socket", () => {
  it.each([
    { code: 1006, lost: true },
    { code: 1001, lost: true },
    { code: 1000, lost: false },
    { code: 4499, lost: false },
    { code: 4403, lost: false },
  ])("closing with $code → lost: $lost", ({ code, lost }) => {
    expect(isConnectionLost({ code })).toBe(lost);
  });

  it("follows connected and closed events", () => {
    const handlers: Record<string, (event?: unknown) => void> = {};
    const socket = {
      on: (name: string, handler: (event?: unknown) => void) => {
        handlers[name] = handler;
        return () => delete handlers[name];
      },
    };
    const status = createConnectionStatus();
    const stop = followSubscriptionSocket(socket as never, status);
    handlers.closed?.({ code: 1006 });
    expect(status.get()).toBe(false);
    handlers.connected?.();
    expect(status.get()).toBe(true);
    stop();
    expect(Object.keys(handlers)).toEqual([]);
  });
});
