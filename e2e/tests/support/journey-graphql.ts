import { type APIRequestContext, expect } from "@playwright/test";
import { storedSession } from "./sessions.ts";

type Answer = { data?: Record<string, unknown>; errors?: { message: string }[] };

/**
 * A journey's own GraphQL calls (setting up and cleaning up what a user would not click
 * through), as one demo user by their stored session; `operation` names the calls in the
 * server's log. Fails the journey on any GraphQL error.
 */
export function journeyGraphql(operation: string) {
  return async function gqlAs(
    api: APIRequestContext,
    local: string,
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<Record<string, unknown>> {
    const { token } = await storedSession(api, local);
    const answer = await api.post(`/graphql?operation=${operation}`, {
      headers: { authorization: `Bearer ${token}`, "apollo-require-preflight": "true" },
      data: { query, variables },
    });
    const body = (await answer.json()) as Answer;
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data ?? {};
  };
}
