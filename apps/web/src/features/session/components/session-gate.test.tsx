import type { ApolloClient } from "@apollo/client";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { GraphQLError } from "graphql";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  readLastSignOutReason,
  readSessionId,
  readToken,
  storeSignIn,
  writeSessionId,
} from "../../../lib/auth-storage.ts";
import { type RenderPageOptions, renderPage } from "../../../test/render-page.tsx";
import { LogoutSessionMutation } from "../api/logout-session.mutation.ts";
import { SessionLoggedOutSubscription } from "../api/session-logged-out.subscription.ts";
import { UpsertSessionMutation } from "../api/upsert-session.mutation.ts";
import { startSessionActivation } from "../lib/session-head-start.ts";
import { SessionGate } from "./session-gate.tsx";

const TOKEN = `h.${btoa(JSON.stringify({ sub: "u1", sid: "pending-1" }))}.s`;
const limitReached = new GraphQLError("Maximum number of sessions reached", {
  extensions: { name: "LimitReachedError", code: "LIMIT_REACHED" },
});

const upsert = (variables: { sessionId: string | null; takeover: boolean }, outcome: "active" | "limit") => ({
  request: { query: UpsertSessionMutation, variables },
  result:
    outcome === "active"
      ? { data: { upsertSession: { __typename: "Session" as const, id: "pending-1", status: "active" } } }
      : { errors: [limitReached] },
});

const loggedOut = (delay: number) => ({
  request: { query: SessionLoggedOutSubscription, variables: { sessionId: "pending-1" } },
  result: {
    data: {
      sessionLoggedOut: {
        __typename: "SessionLoggedOut" as const,
        sessionId: "pending-1",
        reason: "takeover",
      },
    },
  },
  delay,
});

function renderGate(mocks: RenderPageOptions["mocks"]) {
  return renderPage(
    <SessionGate token={TOKEN}>
      <p>Signed-in area</p>
    </SessionGate>,
    { mocks, path: "/events" },
  );
}

describe("SessionGate", () => {
  afterEach(() => {
    window.localStorage.clear();
    vi.useRealTimers();
  });

  it("activates the session and keeps its id", async () => {
    storeSignIn(TOKEN);
    renderGate([upsert({ sessionId: null, takeover: false }, "active"), loggedOut(Number.POSITIVE_INFINITY)]);

    expect(await screen.findByText("Signed-in area")).toBeTruthy();
    expect(readSessionId()).toBe("pending-1");
  });

  it("takes the activation sent at start-up for a session this browser activated before", async () => {
    storeSignIn(TOKEN);
    writeSessionId("pending-1");
    const mutate = vi.fn(() =>
      Promise.resolve(upsert({ sessionId: "pending-1", takeover: false }, "active").result),
    );
    expect(startSessionActivation({ mutate } as unknown as ApolloClient)).toBe(true);
    // No upsertSession among the mocks: asking again would fail the activation.
    renderGate([loggedOut(Number.POSITIVE_INFINITY)]);

    expect(await screen.findByText("Signed-in area")).toBeTruthy();
    expect(mutate).toHaveBeenCalledTimes(1);
    expect(readSessionId()).toBe("pending-1");
  });

  it("offers the takeover when too many sessions are open; Continue takes over", async () => {
    storeSignIn(TOKEN);
    writeSessionId("stale");
    renderGate([
      upsert({ sessionId: "stale", takeover: false }, "limit"),
      upsert({ sessionId: null, takeover: true }, "active"),
      loggedOut(Number.POSITIVE_INFINITY),
    ]);

    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe(
      "Maximum number of sessions reached",
    );
    expect(readSessionId()).toBeNull();

    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Continue" })));

    expect(await screen.findByText("Signed-in area")).toBeTruthy();
    expect(readSessionId()).toBe("pending-1");
  });

  it("Cancel ends the pending session on the server and signs out here", async () => {
    storeSignIn(TOKEN);
    const logout = vi.fn(() => ({ data: { logoutSession: true } }));
    renderGate([
      upsert({ sessionId: null, takeover: false }, "limit"),
      { request: { query: LogoutSessionMutation, variables: { sessionId: "pending-1" } }, result: logout },
    ]);

    await screen.findByRole("heading", { name: "Maximum number of sessions reached" });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Cancel" })));

    expect(readToken()).toBeNull();
    expect(readLastSignOutReason()).toBe("user");
    await waitFor(() => expect(logout).toHaveBeenCalledOnce());
  });

  it("signs out when the server says the session was ended elsewhere", async () => {
    storeSignIn(TOKEN);
    renderGate([upsert({ sessionId: null, takeover: false }, "active"), loggedOut(20)]);

    await screen.findByText("Signed-in area");
    await waitFor(() => expect(readToken()).toBeNull());
    expect(readLastSignOutReason()).toBe("server");
  });
});
