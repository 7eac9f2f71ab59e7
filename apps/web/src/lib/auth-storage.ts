/**
 * Where the browser keeps the sign-in token and the session id (spec-1 §9: the token lives
 * in local storage under "accelerator-token"). Storage can be unavailable (private mode,
 * blocked cookies), so every access degrades to "nothing stored".
 *
 * Changes made by this tab are announced to subscribers (the route guard, the websocket);
 * changes made by another tab arrive as `storage` events instead (spec-1 §4: they reload).
 */
export const TOKEN_STORAGE_KEY = "accelerator-token";
export const SESSION_ID_STORAGE_KEY = "accelerator-session-id";

/** Who ended the sign-in: the user (log-out, cancel) or the server (401, ended session). */
export type SignOutReason = "user" | "server";

type Listener = () => void;

const listeners = new Set<Listener>();
let lastSignOutReason: SignOutReason | null = null;

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key) || null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage is unavailable: the value lives for this page only, through the caller.
  }
}

function writeAndAnnounce(key: string, value: string | null): void {
  if (read(key) === value) return;
  write(key, value);
  for (const listener of [...listeners]) listener();
}

/** Called after every change of the token or the session id made by this tab. */
export function subscribeToAuthStorage(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function readToken(): string | null {
  return read(TOKEN_STORAGE_KEY);
}

export function writeToken(token: string): void {
  writeAndAnnounce(TOKEN_STORAGE_KEY, token);
}

export function clearToken(): void {
  writeAndAnnounce(TOKEN_STORAGE_KEY, null);
}

export function readSessionId(): string | null {
  return read(SESSION_ID_STORAGE_KEY);
}

export function writeSessionId(sessionId: string): void {
  writeAndAnnounce(SESSION_ID_STORAGE_KEY, sessionId);
}

export function clearSessionId(): void {
  writeAndAnnounce(SESSION_ID_STORAGE_KEY, null);
}

/** A new sign-in: the token of a new, still pending session (any older session id is stale). */
export function storeSignIn(token: string): void {
  lastSignOutReason = null;
  clearSessionId();
  writeToken(token);
}

/** Forgets the sign-in (token and session id), remembering why for the next login page. */
export function clearAuth(reason: SignOutReason): void {
  if (readToken() === null && readSessionId() === null) return;
  lastSignOutReason = reason;
  clearSessionId();
  clearToken();
}

export function readLastSignOutReason(): SignOutReason | null {
  return lastSignOutReason;
}

/** Forgets why the last sign-out happened (tests start each case from a fresh visit). */
export function forgetLastSignOutReason(): void {
  lastSignOutReason = null;
}

/** The value of the `authorization` header and websocket parameter, when signed in. */
export function readAuthorization(): string | null {
  const token = readToken();
  return token ? `Bearer ${token}` : null;
}

/** The session id the token names (its `sid` claim), for ending a session not yet activated. */
export function sessionIdOfToken(token: string | null): string | null {
  const payload = token?.split(".")[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, "+").replace(/_/g, "/"));
    const claims: unknown = JSON.parse(json);
    const sid = claims && typeof claims === "object" && "sid" in claims ? claims.sid : null;
    return typeof sid === "string" && sid ? sid : null;
  } catch {
    return null;
  }
}

/**
 * Runs `onChange` when another tab signs in or out (the `storage` event fires only in the
 * other tabs; `key` is null when that tab cleared the whole storage).
 */
export function onTokenChangeInOtherTab(onChange: () => void, target: Window = window): () => void {
  const handle = (event: StorageEvent) => {
    if (event.key === TOKEN_STORAGE_KEY || event.key === null) onChange();
  };
  target.addEventListener("storage", handle);
  return () => target.removeEventListener("storage", handle);
}
