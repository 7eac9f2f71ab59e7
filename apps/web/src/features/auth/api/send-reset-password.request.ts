import type { RestClient } from "../../../lib/rest/rest-client.ts";

/** Always answers 200 for a well-formed address, whether or not an account uses it. */
export function sendResetPassword(client: RestClient, email: string): Promise<{ ok: true }> {
  return client.request({
    method: "POST",
    path: "/api/users/sendresetpassword",
    body: { email },
    anonymous: true,
  });
}
