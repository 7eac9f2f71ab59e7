import type { Db } from "../../db/client.ts";
import type { Auth, Services } from "../../graphql/context.ts";
import { AuthenticationRequiredError, NotFoundError } from "../../graphql/errors.ts";
import type { ServiceContext } from "../../service-context.ts";
import { incubatorOf } from "../incubator/index.ts";
import { roleById } from "../roles/index.ts";
import { accountById, maySignIn } from "../users/index.ts";
import { SessionLimitReachedError } from "./sessions.errors.ts";
import {
  activateSession,
  activeSessionsOldestFirst,
  endSessions,
  findUnendedSession,
  insertSession,
  liveSessionIdsOfUser,
  lockUserSessions,
  touchSession,
} from "./sessions.repository.ts";
import type { SessionEndReason } from "./sessions.tables.ts";

/**
 * Sessions (spec-1 §4, docs/auth-api.md): signing in opens a pending session; upserting it
 * activates it within the incubator's limit, or — with `takeover` — ends the oldest
 * active ones to make room. Ending a session tells its holder (`sessionLoggedOut`) and
 * closes its websockets; its token is refused from then on.
 */
type Ctx = Pick<ServiceContext, "db" | "tenant"> & Pick<Services, "pubsub">;

/**
 * The session a token names, with its user's role type, while both may still act: the
 * session is not ended and its user may sign in (deactivating or deleting a user takes
 * effect on their very next request).
 */
export async function liveSession(
  ctx: Pick<ServiceContext, "db" | "tenant">,
  sessionId: string,
  userId: string,
) {
  const [session, user] = await Promise.all([
    findUnendedSession(ctx.db, ctx.tenant, sessionId, userId),
    accountById(ctx, userId),
  ]);
  if (!session || !user || !maySignIn(user.status)) return null;
  const role = await roleById(ctx, user.roleId);
  if (!role) return null;
  return { id: session.id, status: session.status, userId: session.userId, roleType: role.type };
}

export async function openSession(
  ctx: Pick<ServiceContext, "db" | "tenant"> & Pick<Services, "tokens">,
  userId: string,
  userAgent: string | null,
) {
  const session = await insertSession(ctx.db, ctx.tenant, userId, userAgent);
  const token = await ctx.tokens.sign(ctx.tenant, { userId, sessionId: session.id });
  return { token, sessionId: session.id };
}

export async function upsertSession(
  ctx: Ctx,
  auth: Auth | null,
  { takeover = false }: { takeover?: boolean | null },
): Promise<{ id: string; status: "active" }> {
  if (!auth) throw new AuthenticationRequiredError();
  if (auth.sessionStatus === "active") {
    await touchSession(ctx.db, ctx.tenant, auth.sessionId);
    return { id: auth.sessionId, status: "active" };
  }
  const ended = await ctx.db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    await lockUserSessions(tx, auth.userId);
    const incubator = await incubatorOf({ db: tx, tenant: ctx.tenant });
    const max = incubator?.maxSessionsPerUser ?? 5;
    const active = await activeSessionsOldestFirst(tx, ctx.tenant, auth.userId);
    let endedIds: string[] = [];
    if (active.length >= max) {
      // The pending session's id lets the client cancel it (logoutSession) from the takeover screen.
      if (!takeover) throw new SessionLimitReachedError(auth.sessionId);
      const oldest = active.slice(0, active.length - max + 1).map((s) => s.id);
      endedIds = await endSessions(tx, ctx.tenant, oldest, "takeover");
    }
    await activateSession(tx, ctx.tenant, auth.sessionId);
    return endedIds;
  });
  announceEnded(ctx, ended, "takeover");
  return { id: auth.sessionId, status: "active" };
}

/** Ends one of the caller's own sessions (this one, when signing out). */
export async function logoutSession(ctx: Ctx, auth: Auth | null, sessionId: string) {
  if (!auth) throw new AuthenticationRequiredError();
  const own = await liveSessionIdsOfUser(ctx.db, ctx.tenant, auth.userId);
  if (!own.includes(sessionId)) throw new NotFoundError("Session");
  const reason: SessionEndReason = auth.sessionStatus === "pending" ? "cancelled" : "logout";
  const ended = await endSessions(ctx.db, ctx.tenant, [sessionId], reason);
  announceEnded(ctx, ended, reason);
  return true;
}

/**
 * Ends every live session of a user but `exceptSessionId`, inside the caller's transaction
 * (`ctx.db`), and returns the ids it ended: announce them (announceEnded) once it commits.
 */
export async function endSessionsOfUser(
  ctx: Pick<ServiceContext, "db" | "tenant">,
  userId: string,
  reason: SessionEndReason,
  exceptSessionId?: string,
): Promise<string[]> {
  const ids = await liveSessionIdsOfUser(ctx.db, ctx.tenant, userId, exceptSessionId);
  return endSessions(ctx.db, ctx.tenant, ids, reason);
}

/** Ends every live session of a user, but one (password reset keeps none: pass no exception). */
export async function endUserSessions(
  ctx: Ctx,
  userId: string,
  reason: SessionEndReason,
  exceptSessionId?: string,
): Promise<string[]> {
  const ended = await endSessionsOfUser(ctx, userId, reason, exceptSessionId);
  announceEnded(ctx, ended, reason);
  return ended;
}

/** Call after the transaction that ended the sessions has committed. */
export function announceEnded(ctx: Pick<Services, "pubsub">, sessionIds: string[], reason: string) {
  if (sessionIds.length === 0) return;
  for (const sessionId of sessionIds) ctx.pubsub.publish("session:ended", sessionId, { sessionId, reason });
  ctx.pubsub.publish("sessions:ended", { sessionIds });
}
