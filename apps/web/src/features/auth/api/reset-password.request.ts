import type { RestClient } from "../../../lib/rest/rest-client.ts";

/** 400 ValidationError (fields.newPassword) or InvalidToken (expired or used link). */
export function resetPassword(
  client: RestClient,
  body: { token: string; newPassword: string },
): Promise<{ ok: true }> {
  return client.request({ method: "POST", path: "/api/users/resetpassword", body, anonymous: true });
}
