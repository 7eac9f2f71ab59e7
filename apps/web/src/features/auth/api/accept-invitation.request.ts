import type { RestClient } from "../../../lib/rest/rest-client.ts";
import type { SignedIn } from "./signed-in.types.ts";

export type AcceptInvitationInput = { token: string; firstName: string; lastName: string; password: string };

/** Creates the account and signs it in. */
export function acceptInvitation(client: RestClient, body: AcceptInvitationInput): Promise<SignedIn> {
  return client.request({ method: "POST", path: "/api/invitations/accept", body, anonymous: true });
}
