import type { APIRequestContext } from "@playwright/test";
import { DEMO_PASSWORD } from "./demo-accounts.ts";
import { expect } from "./test.ts";

type GraphQLAnswer = { data?: unknown; errors?: { message: string; extensions?: { name?: string } }[] };

async function graphql(request: APIRequestContext, token: string, query: string, variables = {}) {
  const answer = await request.post("/graphql?operation=JourneySession", {
    headers: { authorization: `Bearer ${token}`, "apollo-require-preflight": "true" },
    data: { query, variables },
  });
  return (await answer.json()) as GraphQLAnswer;
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
export async function fillSessionsUpToTheLimit(request: APIRequestContext, email: string): Promise<string[]> {
  const opened: string[] = [];
  while (opened.length < 10) {
    const signIn = await request.post("/auth/local", { data: { email, password: DEMO_PASSWORD } });
    expect(signIn.status()).toBe(200);
    const { token } = (await signIn.json()) as { token: string };
    const upsert = await graphql(request, token, "mutation JourneySession { upsertSession { id status } }");
    if (upsert.errors?.some((error) => error.extensions?.name === "LimitReachedError")) {
      const cancel = await graphql(
        request,
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
  throw new Error(`${email} never reached the session limit`);
}

/** Logs the API's sessions out, so that later journeys of the same user start below the limit. */
export async function endSessions(request: APIRequestContext, tokens: readonly string[]): Promise<void> {
  for (const token of tokens) {
    await graphql(request, token, "mutation JourneySession($id: ID!) { logoutSession(sessionId: $id) }", {
      id: sessionIdOf(token),
    });
  }
}
