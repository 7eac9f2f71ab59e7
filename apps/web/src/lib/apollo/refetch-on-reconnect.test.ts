import { describe, expect, it, vi } from "vitest";
import { refetchOnReconnect } from "./refetch-on-reconnect.ts";

function fakeSocket() {
  const handlers: Record<string, (event?: unknown) => void> = {};
  return {
    handlers,
    on: (name: string, handler: (event?: unknown) => void) => {
      handlers[name] = handler;
      return () => delete handlers[name];
    },
  };
}

describe("refetching when the subscription socket comes back", () => {
  it("refetches the active queries once after a lost connection, not at the first one", () => {
    const socket = fakeSocket();
    const apollo = { refetchObservableQueries: vi.fn(async () => []) };
    const stop = refetchOnReconnect(socket as never, apollo);
    socket.handlers.connected?.();
    expect(apollo.refetchObservableQueries).not.toHaveBeenCalled();
    socket.handlers.closed?.({ code: 1006 });
    socket.handlers.connected?.();
    expect(apollo.refetchObservableQueries).toHaveBeenCalledTimes(1);
    socket.handlers.connected?.();
    expect(apollo.refetchObservableQueries).toHaveBeenCalledTimes(1);
    stop();
    expect(Object.keys(socket.handlers)).toEqual([]);
  });

  it("does not refetch after a deliberate close", () => {
    const socket = fakeSocket();
    const apollo = { refetchObservableQueries: vi.fn(async () => []) };
    refetchOnReconnect(socket as never, apollo);
    socket.handlers.connected?.();
    for (const code of [1000, 4499]) {
      socket.handlers.closed?.({ code });
      socket.handlers.connected?.();
    }
    expect(apollo.refetchObservableQueries).not.toHaveBeenCalled();
  });
});
