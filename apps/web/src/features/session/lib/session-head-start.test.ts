import type { ApolloClient } from "@apollo/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { storeSignIn, writeSessionId } from "../../../lib/auth-storage.ts";
import { UpsertSessionMutation } from "../api/upsert-session.mutation.ts";
import { isSessionKnownActive, startSessionActivation, takeSessionHeadStart } from "./session-head-start.ts";

const tokenOf = (sid: string) => `h.${btoa(JSON.stringify({ sub: "u1", sid }))}.s`;
const TOKEN = tokenOf("session-1");
const answer = { data: { upsertSession: { __typename: "Session", id: "session-1", status: "active" } } };

function fakeClient(result: Promise<unknown> = Promise.resolve(answer)) {
  const mutate = vi.fn(() => result);
  return { client: { mutate } as unknown as ApolloClient, mutate };
}

describe("session head start", () => {
  afterEach(() => {
    window.localStorage.clear();
    takeSessionHeadStart(TOKEN);
  });

  it("waits for the session gate after a sign-in: the session is still pending", () => {
    storeSignIn(TOKEN);
    const { client, mutate } = fakeClient();
    expect(isSessionKnownActive()).toBe(false);
    expect(startSessionActivation(client)).toBe(false);
    expect(mutate).not.toHaveBeenCalled();
    expect(takeSessionHeadStart(TOKEN)).toBeNull();
  });

  it("waits when the stored session id is not the one the token names", () => {
    storeSignIn(TOKEN);
    writeSessionId("session-0");
    const { client, mutate } = fakeClient();
    expect(startSessionActivation(client)).toBe(false);
    expect(mutate).not.toHaveBeenCalled();
  });

  it("activates a session this browser activated before at once, and hands the answer over once", async () => {
    storeSignIn(TOKEN);
    writeSessionId("session-1");
    const { client, mutate } = fakeClient();
    expect(isSessionKnownActive()).toBe(true);
    expect(startSessionActivation(client)).toBe(true);
    expect(mutate).toHaveBeenCalledWith({
      mutation: UpsertSessionMutation,
      variables: { sessionId: "session-1", takeover: false },
    });
    expect(takeSessionHeadStart(tokenOf("other"))).toBeNull();
    await expect(takeSessionHeadStart(TOKEN)).resolves.toEqual(answer);
    expect(takeSessionHeadStart(TOKEN)).toBeNull();
  });

  it("keeps a failure for the session gate to handle", async () => {
    storeSignIn(TOKEN);
    writeSessionId("session-1");
    const { client } = fakeClient(Promise.reject(new Error("ended")));
    expect(startSessionActivation(client)).toBe(true);
    await expect(takeSessionHeadStart(TOKEN)).rejects.toThrow("ended");
  });
});
