import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { owned, scoped } from "../../db/tenant-scope.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { type CalendarFeedTokenRow, calendarFeedTokens } from "./calendar.tables.ts";

/** The only file that queries calendar_feed_tokens; every query through scoped()/owned(). */

export async function findFeedTokenOfUser(db: Db, tenant: Tenant, userId: string) {
  const [row] = await db
    .select()
    .from(calendarFeedTokens)
    .where(scoped(calendarFeedTokens, tenant, eq(calendarFeedTokens.userId, userId)));
  return row ?? null;
}

export async function findFeedTokenByHash(db: Db, tenant: Tenant, hash: string) {
  const [row] = await db
    .select()
    .from(calendarFeedTokens)
    .where(scoped(calendarFeedTokens, tenant, eq(calendarFeedTokens.tokenHash, hash)));
  return row ?? null;
}

/** Sets the user's token (a new one replaces the old in the same statement). */
export async function upsertFeedToken(
  db: Db,
  tenant: Tenant,
  userId: string,
  hash: string,
  now: Date,
): Promise<CalendarFeedTokenRow> {
  const [row] = await db
    .insert(calendarFeedTokens)
    .values(owned(tenant, { userId, tokenHash: hash, createdAt: now }))
    .onConflictDoUpdate({
      target: [calendarFeedTokens.incubatorId, calendarFeedTokens.userId],
      set: { tokenHash: hash, createdAt: now, lastUsedAt: null },
    })
    .returning();
  if (!row) throw new Error("upsert returned no feed token");
  return row;
}

export async function deleteFeedToken(db: Db, tenant: Tenant, userId: string) {
  const rows = await db
    .delete(calendarFeedTokens)
    .where(scoped(calendarFeedTokens, tenant, eq(calendarFeedTokens.userId, userId)))
    .returning({ id: calendarFeedTokens.id });
  return rows.length > 0;
}

export async function touchFeedToken(db: Db, tenant: Tenant, id: string, now: Date) {
  await db
    .update(calendarFeedTokens)
    .set({ lastUsedAt: now })
    .where(scoped(calendarFeedTokens, tenant, eq(calendarFeedTokens.id, id)));
}
