import type { RestClient } from "../../../lib/rest/rest-client.ts";
import type { SignedIn } from "./signed-in.types.ts";

export type SignInInput = { email: string; password: string; incubator?: string | undefined };

/** POST /auth/local: 401 InvalidCredentials, 429 LimitReachedError (retryAfter), 400 ValidationError. */
export function signIn(client: RestClient, body: SignInInput): Promise<SignedIn> {
  return client.request({ method: "POST", path: "/auth/local", body, anonymous: true });
}
