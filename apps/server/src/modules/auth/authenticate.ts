import type { Db } from "../../db/client.ts";
import type { Auth, Viewer } from "../../graphql/context.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { liveSession } from "../sessions/index.ts";
import { bearerToken, type TokenService } from "./jwt.ts";

/**
 * Token → who holds it. A token is honoured only while its JWT verifies for this tenant
 * AND its session is live AND its user may sign in: ending a session, deactivating a user
 * or deleting one takes effect on the very next request.
 */
export async function authenticate(
  deps: { db: Db; tokens: TokenService },
  tenant: Tenant,
  authorization: unknown,
): Promise<{ auth: Auth | null; presented: boolean }> {
  const token = bearerToken(authorization);
  if (!token) return { auth: null, presented: false };
  const claims = await deps.tokens.verify(tenant, token);
  if (!claims) return { auth: null, presented: true };
  const session = await liveSession({ db: deps.db, tenant }, claims.sessionId, claims.userId);
  if (!session) return { auth: null, presented: true };
  return {
    auth: {
      userId: session.userId,
      sessionId: session.id,
      sessionStatus: session.status === "active" ? "active" : "pending",
      roleType: session.roleType,
    },
    presented: true,
  };
}

export function viewerOf(auth: Auth | null): Viewer | null {
  return auth?.sessionStatus === "active"
    ? { id: auth.userId, roleType: auth.roleType, sessionId: auth.sessionId }
    : null;
}
