/**
 * Where the browser keeps the sign-in token and the session id (spec-1 §9: the token lives
 * in local storage under "accelerator-token"). Storage can be unavailable (private mode,
 * blocked cookies), so every access degrades to "nothing stored".
 */
export const TOKEN_STORAGE_KEY = "accelerator-token";
export const SESSION_ID_STORAGE_KEY = "accelerator-session-id";

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

export function readToken(): string | null {
  return read(TOKEN_STORAGE_KEY);
}

export function writeToken(token: string): void {
  write(TOKEN_STORAGE_KEY, token);
}

export function clearToken(): void {
  write(TOKEN_STORAGE_KEY, null);
}

export function readSessionId(): string | null {
  return read(SESSION_ID_STORAGE_KEY);
}

export function writeSessionId(sessionId: string): void {
  write(SESSION_ID_STORAGE_KEY, sessionId);
}

/** The value of the `authorization` header and websocket parameter, when signed in. */
export function readAuthorization(): string | null {
  const token = readToken();
  return token ? `Bearer ${token}` : null;
}
