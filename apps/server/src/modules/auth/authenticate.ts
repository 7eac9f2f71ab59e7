import type { Db } from "../../db/client.ts";
import type { Auth, Viewer } from "../../graphql/context.ts";
import type { CachedSession, LookupCaches } from "../../lookup-cache.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { liveSession } from "../sessions/index.ts";
import { bearerToken, type TokenService } from "./jwt.ts";

/**
 * Token → who holds it. A token is honoured only while its JWT verifies for this tenant
 * AND its session is live AND its user may sign in: ending a session, deactivating a user
 * or deleting one takes effect on the very next request. An active session is cached for
 * seconds (lookup-cache.ts): whatever ends it, or changes its user's role, publishes an
 * event that drops it here at once and on the other instances when they hear it.
 */
export async function authenticate(
  deps: { db: Db; tokens: TokenService; lookups: LookupCaches },
  tenant: Tenant,
  authorization: unknown,
): Promise<{ auth: Auth | null; presented: boolean }> {
  const token = bearerToken(authorization);
  if (!token) return { auth: null, presented: false };
  const claims = await deps.tokens.verify(tenant, token);
  if (!claims) return { auth: null, presented: true };
  // A live session read from the database by this request, if the cache did not answer.
  const read: { session?: Awaited<ReturnType<typeof liveSession>> } = {};
  const cached = await deps.lookups.sessions.get(claims.sessionId, async () => {
    read.session = await liveSession({ db: deps.db, tenant }, claims.sessionId, claims.userId);
    return read.session?.status === "active" ? cachedSession(tenant, read.session) : null;
  });
  if (cached && cached.incubatorId === tenant.id && cached.userId === claims.userId) {
    const auth: Auth = {
      userId: cached.userId,
      sessionId: claims.sessionId,
      sessionStatus: "active",
      roleType: cached.roleType,
    };
    return { auth, presented: true };
  }
  // Pending sessions are never cached; an entry that is not this token's is not trusted.
  const session =
    "session" in read
      ? read.session
      : await liveSession({ db: deps.db, tenant }, claims.sessionId, claims.userId);
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

/** An active session as the cache keeps it (decision 004). */
function cachedSession(
  tenant: Tenant,
  session: { userId: string; roleType: CachedSession["roleType"] },
): CachedSession {
  return { incubatorId: tenant.id, userId: session.userId, roleType: session.roleType };
}

export function viewerOf(auth: Auth | null): Viewer | null {
  return auth?.sessionStatus === "active"
    ? { id: auth.userId, roleType: auth.roleType, sessionId: auth.sessionId }
    : null;
}
