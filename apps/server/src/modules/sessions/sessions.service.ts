import type { Db } from "../../db/client.ts";
import type { SessionEndReason } from "../../db/schema/index.ts";
import type { GraphQLContext } from "../../graphql/context.ts";
import { AuthenticationRequiredError, LimitReachedError, NotFoundError } from "../../graphql/errors.ts";
import { findIncubator } from "../incubator/incubator.repository.ts";
import {
  activateSession,
  activeSessionsOldestFirst,
  endSessions,
  insertSession,
  liveSessionIdsOfUser,
  lockUserSessions,
  touchSession,
} from "./sessions.repository.ts";

/**
 * Sessions (spec-1 §4, docs/auth-api.md): signing in opens a pending session; upserting it
 * activates it within the incubator's limit, or — with `takeover` — ends the oldest
 * active ones to make room. Ending a session tells its holder (`sessionLoggedOut`) and
 * closes its websockets; its token is refused from then on.
 */
export const MAX_SESSIONS_MESSAGE = "Maximum number of sessions reached";

type Ctx = Pick<GraphQLContext, "db" | "tenant" | "pubsub" | "tokens">;

export async function openSession(ctx: Ctx, userId: string, userAgent: string | null) {
  const session = await insertSession(ctx.db, ctx.tenant, userId, userAgent);
  const token = await ctx.tokens.sign(ctx.tenant, { userId, sessionId: session.id });
  return { token, sessionId: session.id };
}

export async function upsertSession(
  ctx: Ctx & Pick<GraphQLContext, "auth">,
  { takeover = false }: { takeover?: boolean | null },
): Promise<{ id: string; status: "active" }> {
  const auth = ctx.auth;
  if (!auth) throw new AuthenticationRequiredError();
  if (auth.sessionStatus === "active") {
    await touchSession(ctx.db, ctx.tenant, auth.sessionId);
    return { id: auth.sessionId, status: "active" };
  }
  const ended = await ctx.db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    await lockUserSessions(tx, auth.userId);
    const incubator = await findIncubator(tx, ctx.tenant);
    const max = incubator?.maxSessionsPerUser ?? 5;
    const active = await activeSessionsOldestFirst(tx, ctx.tenant, auth.userId);
    let endedIds: string[] = [];
    if (active.length >= max) {
      // The pending session's id lets the client cancel it (logoutSession) from the takeover screen.
      if (!takeover) throw new LimitReachedError(MAX_SESSIONS_MESSAGE, { sessionId: auth.sessionId });
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
export async function logoutSession(ctx: Ctx & Pick<GraphQLContext, "auth">, sessionId: string) {
  const auth = ctx.auth;
  if (!auth) throw new AuthenticationRequiredError();
  const own = await liveSessionIdsOfUser(ctx.db, ctx.tenant, auth.userId);
  if (!own.includes(sessionId)) throw new NotFoundError("Session");
  const reason: SessionEndReason = auth.sessionStatus === "pending" ? "cancelled" : "logout";
  const ended = await endSessions(ctx.db, ctx.tenant, [sessionId], reason);
  announceEnded(ctx, ended, reason);
  return true;
}

/** Ends every live session of a user, but one (password reset keeps none: pass no exception). */
export async function endUserSessions(
  ctx: Ctx,
  userId: string,
  reason: SessionEndReason,
  exceptSessionId?: string,
): Promise<string[]> {
  const ids = await liveSessionIdsOfUser(ctx.db, ctx.tenant, userId, exceptSessionId);
  const ended = await endSessions(ctx.db, ctx.tenant, ids, reason);
  announceEnded(ctx, ended, reason);
  return ended;
}

/** Call after the transaction that ended the sessions has committed. */
export function announceEnded(ctx: Pick<GraphQLContext, "pubsub">, sessionIds: string[], reason: string) {
  if (sessionIds.length === 0) return;
  for (const sessionId of sessionIds) ctx.pubsub.publish("session:ended", sessionId, { sessionId, reason });
  ctx.pubsub.publish("sessions:ended", { sessionIds });
}
