import type { RestClient } from "../../../lib/rest/rest-client.ts";
import type { SignedIn } from "./signed-in.types.ts";

/** Completes an external sign-in from the full URL the provider sent the browser to. */
export function completeOidcSignIn(
  client: RestClient,
  callbackUrl: string,
): Promise<SignedIn & { returnTo?: string }> {
  return client.request({
    method: "POST",
    path: "/auth/oidc/callback",
    body: { callbackUrl },
    anonymous: true,
  });
}
