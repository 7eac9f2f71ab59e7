import type { RestClient } from "../../../lib/rest/rest-client.ts";

/** Confirms the e-mail address the link was sent to; 400 InvalidToken when expired or used. */
export function validateEmail(client: RestClient, token: string): Promise<{ ok: true }> {
  return client.request({
    method: "POST",
    path: `/api/users/validate/${encodeURIComponent(token)}`,
    anonymous: true,
  });
}
