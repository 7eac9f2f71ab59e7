import { type APIRequestContext, type BrowserContextOptions, expect } from "@playwright/test";
import { DEMO_PASSWORD } from "./demo-accounts.ts";
import { email } from "./tenant.ts";

/** Where the web app keeps the sign-in (apps/web/src/lib/auth-storage.ts, spec-1 §9). */
export const TOKEN_KEY = "accelerator-token";
export const SESSION_KEY = "accelerator-session-id";

/** A session opened through the API, as the login page opens one. */
export type StoredSession = { email: string; token: string; sessionId: string };

type GraphQLAnswer<T> = { data?: T; errors?: { message: string; extensions?: { name?: string } }[] };

async function graphql<T>(api: APIRequestContext, token: string, query: string, variables = {}) {
  const answer = await api.post("/graphql?operation=JourneySession", {
    headers: { authorization: `Bearer ${token}`, "apollo-require-preflight": "true" },
    data: { query, variables },
  });
  return (await answer.json().catch(() => ({}))) as GraphQLAnswer<T>;
}

/**
 * Opens a session as the login page does: `POST /auth/local`, then `upsertSession`. With
 * `takeover` (what "Continue" on the takeover screen sends) a user already at the session
 * limit, after an earlier run or a crashed worker, still gets in.
 */
export async function openSession(api: APIRequestContext, address: string): Promise<StoredSession> {
  const answer = await api.post("/auth/local", { data: { email: address, password: DEMO_PASSWORD } });
  expect(answer.status(), `sign-in of ${address}`).toBe(200);
  const { token } = (await answer.json()) as { token: string };
  const upsert = await graphql<{ upsertSession?: { id: string } }>(
    api,
    token,
    "mutation JourneySession { upsertSession(takeover: true) { id status } }",
  );
  const sessionId = upsert.data?.upsertSession?.id;
  expect(sessionId, `session of ${address}: ${JSON.stringify(upsert)}`).toBeTruthy();
  return { email: address, token, sessionId: sessionId ?? "" };
}

/** True while the server still honours the session (not logged out, taken over, deactivated). */
async function isLive(api: APIRequestContext, session: StoredSession): Promise<boolean> {
  const answer = await graphql<{ currentUser?: { id: string } }>(
    api,
    session.token,
    "query JourneySession { currentUser { id } }",
  );
  return Boolean(answer.data?.currentUser?.id);
}

/**
 * The worker's stored sessions, one per demo account of its tenant: opened (argon2 and all)
 * the first time a journey asks for the account, then handed to every later journey of the
 * worker. A journey that ends the session (logs out, is deactivated, is taken over) ends it
 * for good: the next journey finds it dead and gets a new one.
 */
const stored = new Map<string, StoredSession>();

export async function storedSession(api: APIRequestContext, local: string): Promise<StoredSession> {
  const address = email(local);
  const known = stored.get(address);
  if (known && (await isLive(api, known))) return known;
  const session = await openSession(api, address);
  stored.set(address, session);
  return session;
}

/** The browser storage of a signed-in tab on `origin`: what `storageState` takes. */
export function storageStateOf(
  session: StoredSession,
  origin: string,
): Exclude<BrowserContextOptions["storageState"], string | undefined> {
  return {
    cookies: [],
    origins: [
      {
        origin,
        localStorage: [
          { name: TOKEN_KEY, value: session.token },
          { name: SESSION_KEY, value: session.sessionId },
        ],
      },
    ],
  };
}

function sessionIdOf(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as {
    sid: string;
  };
  return payload.sid;
}

/**
 * Signs the user in through the API (as another device would) until the incubator's
 * session limit is reached, so that the next sign-in meets the takeover screen. The one
 * sign-in that found the limit is cancelled, as its Cancel button would. Bounded: no
 * incubator allows more than a handful of sessions here. Answers the opened sessions' tokens.
 */
export async function fillSessionsUpToTheLimit(api: APIRequestContext, address: string): Promise<string[]> {
  const opened: string[] = [];
  while (opened.length < 10) {
    const signIn = await api.post("/auth/local", { data: { email: address, password: DEMO_PASSWORD } });
    expect(signIn.status()).toBe(200);
    const { token } = (await signIn.json()) as { token: string };
    const upsert = await graphql(api, token, "mutation JourneySession { upsertSession { id status } }");
    if (upsert.errors?.some((error) => error.extensions?.name === "LimitReachedError")) {
      const cancel = await graphql(
        api,
        token,
        "mutation JourneySession($id: ID!) { logoutSession(sessionId: $id) }",
        { id: sessionIdOf(token) },
      );
      expect(cancel.errors).toBeUndefined();
      return opened;
    }
    expect(upsert.errors).toBeUndefined();
    opened.push(token);
  }
  throw new Error(`${address} never reached the session limit`);
}

/** Logs the sessions of these tokens out. */
export async function endSessions(api: APIRequestContext, tokens: readonly string[]): Promise<void> {
  for (const token of tokens) {
    await graphql(api, token, "mutation JourneySession($id: ID!) { logoutSession(sessionId: $id) }", {
      id: sessionIdOf(token),
    });
  }
}
