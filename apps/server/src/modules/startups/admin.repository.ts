import { and, asc, count, eq, ilike, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { containsPattern } from "../../db/like.ts";
import { isUuid, owned, scoped } from "../../db/tenant-scope.ts";
import type { ServiceContext } from "../../service-context.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { programStartups, startupAssignments, startupMembers, startups } from "./startups.tables.ts";

/**
 * The startups administration's data (lane E, issue 18, docs/admin-startups.md): the page of
 * startups with their counts, programme memberships, supporters and deletion. The startup-admin
 * module authorises; every statement here filters by the tenant.
 */
type Ctx = Pick<ServiceContext, "db" | "tenant">;

export type AdminStartupsQuery = {
  search?: string;
  /** Only these startups (the viewer's scope ∩ tag and industry filters); undefined = every one. */
  ids?: readonly string[];
  /** Startups in any of these programmes. */
  programIds?: readonly string[];
  offset: number;
  limit: number;
};

export type AdminStartupRow = {
  id: string;
  name: string;
  logo: string | null;
  website: string | null;
  foundingYear: number | null;
  createdAt: Date;
  memberCount: number;
  connectionCount: number;
};

function filterOf(tenant: Tenant, q: AdminStartupsQuery): SQL {
  const conditions: SQL[] = [];
  if (q.search) conditions.push(ilike(startups.name, containsPattern(q.search)));
  if (q.ids) conditions.push(inArray(startups.id, [...q.ids]));
  if (q.programIds) {
    conditions.push(
      sql`exists (select 1 from ${programStartups} where ${programStartups.startupId} = ${startups.id}
        and ${programStartups.incubatorId} = ${tenant.id}
        and ${inArray(programStartups.programId, [...q.programIds])})`,
    );
  }
  return scoped(startups, tenant, ...conditions);
}

/** A page of startups by name with the number that match, each with its member and connection counts. */
export async function findAdminStartupsPage(
  db: Db,
  tenant: Tenant,
  q: AdminStartupsQuery,
): Promise<{ total: number; rows: AdminStartupRow[] }> {
  const ids = q.ids?.filter(isUuid);
  const programIds = q.programIds?.filter(isUuid);
  if (ids?.length === 0 || programIds?.length === 0) return { total: 0, rows: [] };
  const query = { ...q, ids, programIds };
  const where = filterOf(tenant, query);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: startups.id,
        name: startups.name,
        logo: startups.logo,
        website: startups.website,
        foundingYear: startups.foundingYear,
        createdAt: startups.createdAt,
        memberCount: sql<number>`(select count(*)::int from ${startupMembers}
          where ${startupMembers.startupId} = ${startups.id})`,
        connectionCount: sql<number>`(select count(*)::int from ${startupAssignments}
          where ${startupAssignments.startupId} = ${startups.id})`,
      })
      .from(startups)
      .where(where)
      .orderBy(asc(startups.name), asc(startups.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(startups).where(where),
  ]);
  return { total: total?.n ?? 0, rows };
}

/** Adds a startup to a programme (already in: nothing changes); false when either is not the tenant's. */
export async function addStartupToProgram(db: Db, tenant: Tenant, startupId: string, programId: string) {
  if (!isUuid(startupId) || !isUuid(programId)) return false;
  await db.insert(programStartups).values(owned(tenant, { startupId, programId })).onConflictDoNothing();
  return true;
}

/** Takes a startup out of a programme; false when it was not in it. */
export async function removeStartupFromProgram(db: Db, tenant: Tenant, startupId: string, programId: string) {
  if (!isUuid(startupId) || !isUuid(programId)) return false;
  const rows = await db
    .delete(programStartups)
    .where(
      scoped(
        programStartups,
        tenant,
        and(eq(programStartups.startupId, startupId), eq(programStartups.programId, programId)),
      ),
    )
    .returning({ startupId: programStartups.startupId });
  return rows.length > 0;
}

/**
 * Connects a supporter to a startup. With minutes, the allocation becomes that; without, a
 * new connection starts at 0 and an existing one keeps its allocation. Minutes used stay.
 */
export async function assignSupporter(
  db: Db,
  tenant: Tenant,
  startupId: string,
  userId: string,
  minutesAllocated: number | null,
) {
  const insert = db
    .insert(startupAssignments)
    .values(owned(tenant, { startupId, userId, minutesAllocated: minutesAllocated ?? 0 }));
  if (minutesAllocated === null) await insert.onConflictDoNothing();
  else
    await insert.onConflictDoUpdate({
      target: [startupAssignments.startupId, startupAssignments.userId],
      set: { minutesAllocated },
    });
}

/** Deletes a startup (its members, programmes, connections, tags and the rest cascade); false when not found. */
export async function deleteStartupRow(db: Db, tenant: Tenant, startupId: string) {
  if (!isUuid(startupId)) return false;
  const rows = await db
    .delete(startups)
    .where(scoped(startups, tenant, eq(startups.id, startupId)))
    .returning({ id: startups.id });
  return rows.length > 0;
}

/** The door's wrappers (startups/index.ts): the same, with a service context. */
export const adminStartupsPage = (ctx: Ctx, q: AdminStartupsQuery) =>
  findAdminStartupsPage(ctx.db, ctx.tenant, q);
export const putStartupInProgram = (ctx: Ctx, startupId: string, programId: string) =>
  addStartupToProgram(ctx.db, ctx.tenant, startupId, programId);
export const takeStartupOutOfProgram = (ctx: Ctx, startupId: string, programId: string) =>
  removeStartupFromProgram(ctx.db, ctx.tenant, startupId, programId);
export const connectSupporter = (
  ctx: Ctx,
  startupId: string,
  userId: string,
  minutesAllocated: number | null,
) => assignSupporter(ctx.db, ctx.tenant, startupId, userId, minutesAllocated);
export const deleteStartupById = (ctx: Ctx, startupId: string) =>
  deleteStartupRow(ctx.db, ctx.tenant, startupId);
