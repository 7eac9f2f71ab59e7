import type { RestClient } from "../../../lib/rest/rest-client.ts";

export type Invitation = {
  email: string;
  roleLabel: string;
  roleType: string;
  roleIsCustom: boolean;
  incubatorName: string;
};

/** GET /api/invitations/:token: 400 InvalidToken when expired or already used. */
export function fetchInvitation(client: RestClient, token: string): Promise<Invitation> {
  return client.request({
    method: "GET",
    path: `/api/invitations/${encodeURIComponent(token)}`,
    anonymous: true,
  });
}
