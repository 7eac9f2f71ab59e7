import { asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { owned, scoped } from "../../db/tenant-scope.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { type SessionEndReason, sessions } from "./sessions.tables.ts";

export async function insertSession(db: Db, tenant: Tenant, userId: string, userAgent: string | null) {
  const [row] = await db.insert(sessions).values(owned(tenant, { userId, userAgent })).returning();
  if (!row) throw new Error("session not created");
  return row;
}

/** The session a token names, while it is not ended (its user is checked by the caller). */
export async function findUnendedSession(db: Db, tenant: Tenant, sessionId: string, userId: string) {
  const [row] = await db
    .select({ id: sessions.id, status: sessions.status, userId: sessions.userId })
    .from(sessions)
    .where(
      scoped(
        sessions,
        tenant,
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        ne(sessions.status, "ended"),
      ),
    );
  return row ?? null;
}

export async function activeSessionsOldestFirst(db: Db, tenant: Tenant, userId: string) {
  return db
    .select({ id: sessions.id })
    .from(sessions)
    .where(scoped(sessions, tenant, eq(sessions.userId, userId), eq(sessions.status, "active")))
    .orderBy(asc(sessions.activatedAt), asc(sessions.createdAt));
}

export async function activateSession(db: Db, tenant: Tenant, sessionId: string) {
  await db
    .update(sessions)
    .set({ status: "active", activatedAt: new Date(), lastSeenAt: new Date() })
    .where(scoped(sessions, tenant, eq(sessions.id, sessionId), eq(sessions.status, "pending")));
}

export async function touchSession(db: Db, tenant: Tenant, sessionId: string) {
  await db
    .update(sessions)
    .set({ lastSeenAt: new Date() })
    .where(scoped(sessions, tenant, eq(sessions.id, sessionId)));
}

/** Ends the given sessions (those not ended yet) and returns the ids that it ended. */
export async function endSessions(db: Db, tenant: Tenant, ids: string[], reason: SessionEndReason) {
  if (ids.length === 0) return [];
  const rows = await db
    .update(sessions)
    .set({ status: "ended", endedAt: new Date(), endReason: reason })
    .where(scoped(sessions, tenant, inArray(sessions.id, ids), ne(sessions.status, "ended")))
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}

export async function liveSessionIdsOfUser(db: Db, tenant: Tenant, userId: string, exceptId?: string) {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      scoped(
        sessions,
        tenant,
        eq(sessions.userId, userId),
        ne(sessions.status, "ended"),
        exceptId ? ne(sessions.id, exceptId) : undefined,
      ),
    );
  return rows.map((r) => r.id);
}

/** Serialises session changes of one user (activation against the limit, takeover). */
export async function lockUserSessions(db: Db, userId: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`sessions:${userId}`}))`);
}
