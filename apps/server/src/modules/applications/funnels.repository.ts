import { asc, eq, inArray, isNotNull, isNull, lte, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { isUuid, owned, scoped } from "../../db/tenant-scope.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import {
  applicationRounds,
  applications,
  type FunnelRoundRow,
  type FunnelRow,
  funnelAdmins,
  funnelPrograms,
  funnelRounds,
  funnels,
  funnelTags,
  type RoundEmailRow,
  roundEmails,
} from "./applications.tables.ts";

/**
 * Funnels, their rounds, round e-mails, programmes, tags and admins (issue 17,
 * docs/funnels.md). Every query is scoped to the tenant (decision 002): a foreign or
 * malformed id reads as not found. The read functions are the module's shared ones
 * (contracts: other files of the module import them); the writes are the setup's.
 */
const uuids = (ids: readonly string[]) => [...new Set(ids.filter(isUuid))];

export async function findFunnel(
  db: Db,
  tenant: Tenant,
  id: string,
  forUpdate = false,
): Promise<FunnelRow | null> {
  if (!isUuid(id)) return null;
  const query = db
    .select()
    .from(funnels)
    .where(scoped(funnels, tenant, eq(funnels.id, id)));
  const [row] = forUpdate ? await query.for("update") : await query;
  return row ?? null;
}

export async function findFunnelBySlug(db: Db, tenant: Tenant, slug: string): Promise<FunnelRow | null> {
  const [row] = await db
    .select()
    .from(funnels)
    .where(scoped(funnels, tenant, eq(funnels.slug, slug)));
  return row ?? null;
}

export async function funnelsByIds(db: Db, tenant: Tenant, ids: readonly string[]): Promise<FunnelRow[]> {
  const list = uuids(ids);
  if (list.length === 0) return [];
  return db
    .select()
    .from(funnels)
    .where(scoped(funnels, tenant, inArray(funnels.id, list)));
}

/** Every funnel of the organisation ("ALL") or of some ids, by name. */
export function listFunnels(db: Db, tenant: Tenant, scope: "ALL" | readonly string[]): Promise<FunnelRow[]> {
  if (scope !== "ALL" && uuids(scope).length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(funnels)
    .where(scoped(funnels, tenant, scope === "ALL" ? undefined : inArray(funnels.id, uuids(scope))))
    .orderBy(asc(funnels.name), asc(funnels.createdAt));
}

export async function countFunnels(db: Db, tenant: Tenant): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(funnels)
    .where(scoped(funnels, tenant));
  return Number(row?.n ?? 0);
}

export async function insertFunnel(
  db: Db,
  tenant: Tenant,
  values: Omit<typeof funnels.$inferInsert, "incubatorId" | "id">,
): Promise<FunnelRow> {
  const [row] = await db.insert(funnels).values(owned(tenant, values)).returning();
  if (!row) throw new Error("funnel not inserted");
  return row;
}

export async function updateFunnelRow(
  db: Db,
  tenant: Tenant,
  id: string,
  patch: Partial<Omit<typeof funnels.$inferInsert, "incubatorId" | "id">>,
): Promise<FunnelRow | null> {
  const [row] = await db
    .update(funnels)
    .set(patch)
    .where(scoped(funnels, tenant, eq(funnels.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteFunnelRow(db: Db, tenant: Tenant, id: string): Promise<boolean> {
  const rows = await db
    .delete(funnels)
    .where(scoped(funnels, tenant, eq(funnels.id, id)))
    .returning({ id: funnels.id });
  return rows.length > 0;
}

/** Open funnels whose deadline has passed (the deadline job closes them). */
export function funnelsPastDeadline(db: Db, tenant: Tenant, now: Date): Promise<FunnelRow[]> {
  return db
    .select()
    .from(funnels)
    .where(
      scoped(
        funnels,
        tenant,
        isNotNull(funnels.deadline),
        lte(funnels.deadline, now),
        isNull(funnels.closedAt),
      ),
    );
}

/** A funnel's rounds, by position (1, 2, 3 …). */
export function roundsOf(db: Db, tenant: Tenant, funnelId: string): Promise<FunnelRoundRow[]> {
  if (!isUuid(funnelId)) return Promise.resolve([]);
  return db
    .select()
    .from(funnelRounds)
    .where(scoped(funnelRounds, tenant, eq(funnelRounds.funnelId, funnelId)))
    .orderBy(asc(funnelRounds.position), asc(funnelRounds.createdAt));
}

/** The rounds of several funnels, by funnel then position. */
export function roundsOfFunnels(
  db: Db,
  tenant: Tenant,
  funnelIds: readonly string[],
): Promise<FunnelRoundRow[]> {
  const list = uuids(funnelIds);
  if (list.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(funnelRounds)
    .where(scoped(funnelRounds, tenant, inArray(funnelRounds.funnelId, list)))
    .orderBy(asc(funnelRounds.funnelId), asc(funnelRounds.position));
}

export async function findRound(db: Db, tenant: Tenant, roundId: string): Promise<FunnelRoundRow | null> {
  if (!isUuid(roundId)) return null;
  const [row] = await db
    .select()
    .from(funnelRounds)
    .where(scoped(funnelRounds, tenant, eq(funnelRounds.id, roundId)));
  return row ?? null;
}

export async function insertRound(
  db: Db,
  tenant: Tenant,
  values: Omit<typeof funnelRounds.$inferInsert, "incubatorId" | "id">,
): Promise<FunnelRoundRow> {
  const [row] = await db.insert(funnelRounds).values(owned(tenant, values)).returning();
  if (!row) throw new Error("round not inserted");
  return row;
}

export async function updateRoundRow(
  db: Db,
  tenant: Tenant,
  id: string,
  patch: Partial<Omit<typeof funnelRounds.$inferInsert, "incubatorId" | "id" | "funnelId">>,
): Promise<FunnelRoundRow | null> {
  const [row] = await db
    .update(funnelRounds)
    .set(patch)
    .where(scoped(funnelRounds, tenant, eq(funnelRounds.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteRoundRow(db: Db, tenant: Tenant, id: string): Promise<void> {
  await db.delete(funnelRounds).where(scoped(funnelRounds, tenant, eq(funnelRounds.id, id)));
}

/** Writes the positions 1..n in the order given (the caller's transaction holds the funnel's lock). */
export async function renumberRounds(db: Db, tenant: Tenant, orderedIds: readonly string[]): Promise<void> {
  for (const [index, id] of orderedIds.entries()) {
    await db
      .update(funnelRounds)
      .set({ position: index + 1 })
      .where(scoped(funnelRounds, tenant, eq(funnelRounds.id, id), ne(funnelRounds.position, index + 1)));
  }
}

export function roundEmailsOf(db: Db, tenant: Tenant, roundId: string): Promise<RoundEmailRow[]> {
  if (!isUuid(roundId)) return Promise.resolve([]);
  return db
    .select()
    .from(roundEmails)
    .where(scoped(roundEmails, tenant, eq(roundEmails.roundId, roundId)))
    .orderBy(asc(roundEmails.kind), asc(roundEmails.createdAt));
}

export function roundEmailsOfRounds(
  db: Db,
  tenant: Tenant,
  roundIds: readonly string[],
): Promise<RoundEmailRow[]> {
  const list = uuids(roundIds);
  if (list.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(roundEmails)
    .where(scoped(roundEmails, tenant, inArray(roundEmails.roundId, list)))
    .orderBy(asc(roundEmails.kind), asc(roundEmails.createdAt));
}

export async function findRoundEmail(db: Db, tenant: Tenant, id: string): Promise<RoundEmailRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(roundEmails)
    .where(scoped(roundEmails, tenant, eq(roundEmails.id, id)));
  return row ?? null;
}

export async function insertRoundEmail(
  db: Db,
  tenant: Tenant,
  values: Omit<typeof roundEmails.$inferInsert, "incubatorId" | "id">,
): Promise<RoundEmailRow> {
  const [row] = await db.insert(roundEmails).values(owned(tenant, values)).returning();
  if (!row) throw new Error("round e-mail not inserted");
  return row;
}

export async function updateRoundEmailRow(
  db: Db,
  tenant: Tenant,
  id: string,
  patch: Partial<Omit<typeof roundEmails.$inferInsert, "incubatorId" | "id" | "roundId">>,
): Promise<RoundEmailRow | null> {
  const [row] = await db
    .update(roundEmails)
    .set(patch)
    .where(scoped(roundEmails, tenant, eq(roundEmails.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteRoundEmailRow(db: Db, tenant: Tenant, id: string): Promise<void> {
  await db.delete(roundEmails).where(scoped(roundEmails, tenant, eq(roundEmails.id, id)));
}

export async function funnelProgramIds(db: Db, tenant: Tenant, funnelId: string): Promise<string[]> {
  if (!isUuid(funnelId)) return [];
  const rows = await db
    .select({ id: funnelPrograms.programId })
    .from(funnelPrograms)
    .where(scoped(funnelPrograms, tenant, eq(funnelPrograms.funnelId, funnelId)));
  return rows.map((r) => r.id);
}

export async function funnelTagIds(db: Db, tenant: Tenant, funnelId: string): Promise<string[]> {
  if (!isUuid(funnelId)) return [];
  const rows = await db
    .select({ id: funnelTags.tagId })
    .from(funnelTags)
    .where(scoped(funnelTags, tenant, eq(funnelTags.funnelId, funnelId)));
  return rows.map((r) => r.id);
}

export async function funnelAdminIds(db: Db, tenant: Tenant, funnelId: string): Promise<string[]> {
  if (!isUuid(funnelId)) return [];
  const rows = await db
    .select({ id: funnelAdmins.userId })
    .from(funnelAdmins)
    .where(scoped(funnelAdmins, tenant, eq(funnelAdmins.funnelId, funnelId)));
  return rows.map((r) => r.id);
}

/** The funnels a user administers. */
export async function funnelIdsAdministeredBy(db: Db, tenant: Tenant, userId: string): Promise<string[]> {
  if (!isUuid(userId)) return [];
  const rows = await db
    .select({ id: funnelAdmins.funnelId })
    .from(funnelAdmins)
    .where(scoped(funnelAdmins, tenant, eq(funnelAdmins.userId, userId)));
  return rows.map((r) => r.id);
}

/** Replaces a funnel's programmes / tags / admins with these (in the caller's transaction). */
export async function replaceFunnelPrograms(
  db: Db,
  tenant: Tenant,
  funnelId: string,
  ids: readonly string[],
) {
  await db
    .delete(funnelPrograms)
    .where(scoped(funnelPrograms, tenant, eq(funnelPrograms.funnelId, funnelId)));
  const list = uuids(ids);
  if (list.length > 0)
    await db.insert(funnelPrograms).values(list.map((programId) => owned(tenant, { funnelId, programId })));
}

export async function replaceFunnelTags(db: Db, tenant: Tenant, funnelId: string, ids: readonly string[]) {
  await db.delete(funnelTags).where(scoped(funnelTags, tenant, eq(funnelTags.funnelId, funnelId)));
  const list = uuids(ids);
  if (list.length > 0)
    await db.insert(funnelTags).values(list.map((tagId) => owned(tenant, { funnelId, tagId })));
}

export async function replaceFunnelAdmins(db: Db, tenant: Tenant, funnelId: string, ids: readonly string[]) {
  await db.delete(funnelAdmins).where(scoped(funnelAdmins, tenant, eq(funnelAdmins.funnelId, funnelId)));
  const list = uuids(ids);
  if (list.length > 0)
    await db.insert(funnelAdmins).values(list.map((userId) => owned(tenant, { funnelId, userId })));
}

/** Applications per funnel (any status but drafts archived by the deadline count). */
export async function applicationCounts(
  db: Db,
  tenant: Tenant,
  funnelIds: readonly string[],
): Promise<Map<string, number>> {
  const list = uuids(funnelIds);
  if (list.length === 0) return new Map();
  const rows = await db
    .select({ funnelId: applications.funnelId, n: sql<number>`count(*)::int` })
    .from(applications)
    .where(scoped(applications, tenant, inArray(applications.funnelId, list)))
    .groupBy(applications.funnelId);
  return new Map(rows.map((r) => [r.funnelId, Number(r.n)]));
}

/** Applications of a funnel that are no longer drafts (deleting the funnel would lose them). */
export async function countNonDraftApplications(db: Db, tenant: Tenant, funnelId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(applications)
    .where(
      scoped(applications, tenant, eq(applications.funnelId, funnelId), ne(applications.status, "draft")),
    );
  return Number(row?.n ?? 0);
}

/** A closed funnel's drafts not yet archived: archives them, returns their ids. */
export async function archiveDrafts(db: Db, tenant: Tenant, funnelId: string, now: Date): Promise<string[]> {
  const rows = await db
    .update(applications)
    .set({ archivedAt: now, updatedAt: now })
    .where(
      scoped(
        applications,
        tenant,
        eq(applications.funnelId, funnelId),
        eq(applications.status, "draft"),
        isNull(applications.archivedAt),
      ),
    )
    .returning({ id: applications.id });
  return rows.map((r) => r.id);
}

/** Every application of a funnel (deleting a funnel of drafts removes their answers first). */
export async function applicationIdsOfFunnel(db: Db, tenant: Tenant, funnelId: string): Promise<string[]> {
  const rows = await db
    .select({ id: applications.id })
    .from(applications)
    .where(scoped(applications, tenant, eq(applications.funnelId, funnelId)));
  return rows.map((r) => r.id);
}

/** Whether applications are in a round now or went through it (its history in application_rounds). */
export async function roundInUse(db: Db, tenant: Tenant, roundId: string): Promise<boolean> {
  const [current] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(scoped(applications, tenant, eq(applications.roundId, roundId)))
    .limit(1);
  if (current) return true;
  const [past] = await db
    .select({ id: applicationRounds.id })
    .from(applicationRounds)
    .where(scoped(applicationRounds, tenant, eq(applicationRounds.roundId, roundId)))
    .limit(1);
  return past !== undefined;
}
