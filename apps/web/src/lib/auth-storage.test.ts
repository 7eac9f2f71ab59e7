import { afterEach, describe, expect, it, vi } from "vitest";
import {
  clearAuth,
  onTokenChangeInOtherTab,
  readLastSignOutReason,
  readSessionId,
  readToken,
  SESSION_ID_STORAGE_KEY,
  sessionIdOfToken,
  storeSignIn,
  subscribeToAuthStorage,
  TOKEN_STORAGE_KEY,
  writeSessionId,
} from "./auth-storage.ts";

const jwt = (claims: object) => `h.${btoa(JSON.stringify(claims)).replace(/=+$/, "")}.s`;

describe("auth storage", () => {
  afterEach(() => window.localStorage.clear());

  it("keeps the token under accelerator-token and starts a sign-in without the old session id", () => {
    writeSessionId("old-session");
    storeSignIn("new-token");

    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe("new-token");
    expect(window.localStorage.getItem(SESSION_ID_STORAGE_KEY)).toBeNull();
  });

  it("clears both on sign-out, remembers why, and tells subscribers", () => {
    storeSignIn("token");
    writeSessionId("s1");
    const listener = vi.fn();
    const unsubscribe = subscribeToAuthStorage(listener);

    clearAuth("user");

    expect(readToken()).toBeNull();
    expect(readSessionId()).toBeNull();
    expect(readLastSignOutReason()).toBe("user");
    expect(listener).toHaveBeenCalled();
    unsubscribe();
  });

  it("does not change the reason when nobody was signed in", () => {
    storeSignIn("token");
    clearAuth("server");
    clearAuth("user");
    expect(readLastSignOutReason()).toBe("server");
  });

  it.each([
    { token: jwt({ sub: "u1", sid: "s-42" }), expected: "s-42" },
    { token: jwt({ sub: "u1" }), expected: null },
    { token: "not-a-jwt", expected: null },
    { token: "a.%%%.c", expected: null },
    { token: null, expected: null },
  ])("sessionIdOfToken($token) → $expected", ({ token, expected }) => {
    expect(sessionIdOfToken(token)).toBe(expected);
  });

  it("reacts to the token changing in another tab, not to other keys", () => {
    const onChange = vi.fn();
    const stop = onTokenChangeInOtherTab(onChange);

    window.dispatchEvent(new StorageEvent("storage", { key: "lang_pref" }));
    expect(onChange).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent("storage", { key: TOKEN_STORAGE_KEY }));
    window.dispatchEvent(new StorageEvent("storage", { key: null }));
    expect(onChange).toHaveBeenCalledTimes(2);

    stop();
    window.dispatchEvent(new StorageEvent("storage", { key: TOKEN_STORAGE_KEY }));
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});
