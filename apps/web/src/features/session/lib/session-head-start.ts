import type { ApolloClient } from "@apollo/client";
import { readSessionId, readToken, sessionIdOfToken } from "../../../lib/auth-storage.ts";
import { UpsertSessionMutation } from "../api/upsert-session.mutation.ts";

const sendUpsert = (client: ApolloClient, sessionId: string | null) =>
  client.mutate({ mutation: UpsertSessionMutation, variables: { sessionId, takeover: false } });

type UpsertResult = Awaited<ReturnType<typeof sendUpsert>>;

let headStart: { token: string; activation: Promise<UpsertResult> } | null = null;

/**
 * Whether this browser has already activated the session its token names: the session id is
 * stored only after a successful `upsertSession` and cleared by every sign-in (storeSignIn), so
 * a stored id equal to the token's `sid` claim means the session was active. An active session
 * stays active until it ends (docs/auth-api.md, Sessions), and an ended one refuses every call,
 * so the user's own queries need not wait for the activation: they answer as it would.
 */
export function isSessionKnownActive(): boolean {
  const sessionId = readSessionId();
  return sessionId !== null && sessionIdOfToken(readToken()) === sessionId;
}

/**
 * Issue 13: sends the first `upsertSession` of a page load as soon as the app starts, when
 * the session is known to be active (else returns false and the session gate sends it when
 * it mounts, as before). The session gate's first activation takes this answer instead of
 * asking again.
 */
export function startSessionActivation(client: ApolloClient): boolean {
  const token = readToken();
  if (!token || !isSessionKnownActive()) return false;
  const activation = sendUpsert(client, readSessionId());
  // Handled by whoever takes it; until then a failure must not count as unhandled.
  activation.catch(() => {});
  headStart = { token, activation };
  return true;
}

/** The activation started for `token` at start-up, once (a retry or a refresh asks afresh). */
export function takeSessionHeadStart(token: string): Promise<UpsertResult> | null {
  if (headStart?.token !== token) return null;
  const { activation } = headStart;
  headStart = null;
  return activation;
}
