import type { FastifyInstance } from "fastify";
import { type GraphQLBody, gql } from "./harness.ts";

export const PASSWORD = "Password123!";

/** POST /auth/local as the web client does. */
export async function postSignIn(
  app: FastifyInstance,
  email: string,
  password = PASSWORD,
  host = "localhost",
) {
  const response = await app.inject({
    method: "POST",
    url: "/auth/local",
    headers: { host, "content-type": "application/json" },
    payload: { email, password },
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

/** An operation with a bearer token. */
export function gqlAs(
  app: FastifyInstance,
  token: string,
  query: string,
  variables?: Record<string, unknown>,
  host = "localhost",
) {
  return gqlWithHeaders(app, query, { authorization: `Bearer ${token}` }, variables, host);
}

async function gqlWithHeaders(
  app: FastifyInstance,
  query: string,
  headers: Record<string, string>,
  variables: Record<string, unknown> | undefined,
  host: string,
) {
  const response = await app.inject({
    method: "POST",
    url: "/graphql",
    headers: { host, "content-type": "application/json", "apollo-require-preflight": "true", ...headers },
    payload: { query, variables },
  });
  return { status: response.statusCode, body: response.json() as GraphQLBody };
}

/** Signs in and activates the session: the token of a fully signed-in user. */
export async function signInAs(app: FastifyInstance, email: string, host = "localhost", password = PASSWORD) {
  const { status, body } = await postSignIn(app, email, password, host);
  if (status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  const token = body.token as string;
  const upsert = await gqlAs(app, token, "mutation { upsertSession { id status } }", undefined, host);
  const session = upsert.body.data?.upsertSession as { id: string } | undefined;
  if (!session) throw new Error(`upsertSession failed: ${JSON.stringify(upsert.body)}`);
  return { token, sessionId: session.id };
}

export { gql };
