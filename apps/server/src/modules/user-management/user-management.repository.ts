import type { RoleType, UserStatus } from "@launchpad/domain";
import { and, asc, eq, ilike, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { containsPattern } from "../../db/like.ts";
import {
  programMembers,
  programs,
  roles,
  startupAssignments,
  startupMembers,
  startups,
  users,
} from "../../db/schema/index.ts";
import { isUuid, owned, scoped } from "../../db/tenant-scope.ts";
import type { Tenant } from "../../tenancy/tenant.ts";

export type UserListFilter = {
  search?: string;
  roleIds?: string[];
  roleTypes?: RoleType[];
  statuses?: UserStatus[];
};

function filterConditions(f: UserListFilter): SQL[] {
  const conditions: SQL[] = [];
  if (f.search) {
    const pattern = containsPattern(f.search);
    const match = or(
      ilike(users.email, pattern),
      ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
    );
    if (match) conditions.push(match);
  }
  if (f.roleIds) conditions.push(inArray(users.roleId, f.roleIds.filter(isUuid)));
  if (f.roleTypes) conditions.push(inArray(roles.type, f.roleTypes));
  conditions.push(f.statuses ? inArray(users.status, f.statuses) : ne(users.status, "deleted"));
  return conditions;
}

/** One page of the organisation's users, by name, with the total for the filter. */
export async function listUsers(
  db: Db,
  tenant: Tenant,
  filter: UserListFilter,
  offset: number,
  limit: number,
) {
  const where = scoped(users, tenant, ...filterConditions(filter));
  const [rows, [count]] = await Promise.all([
    db
      .select({ user: users, role: roles })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(where)
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
      .offset(offset)
      .limit(limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(where),
  ]);
  return { total: count?.total ?? 0, rows };
}

export async function findUserWithRole(db: Db, tenant: Tenant, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ user: users, role: roles })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(scoped(users, tenant, eq(users.id, id)));
  return row ?? null;
}

/** Startups (member of, assigned to) and programmes of some users, and who is alone in their startups. */
export async function findRelationsOfUsers(db: Db, tenant: Tenant, userIds: string[]) {
  if (userIds.length === 0) return { memberOf: [], assignedTo: [], programsOf: [], memberCounts: [] };
  const [memberOf, assignedTo, programsOf] = await Promise.all([
    db
      .select({ userId: startupMembers.userId, id: startups.id, name: startups.name })
      .from(startupMembers)
      .innerJoin(startups, eq(startups.id, startupMembers.startupId))
      .where(scoped(startupMembers, tenant, inArray(startupMembers.userId, userIds)))
      .orderBy(startups.name),
    db
      .select({ userId: startupAssignments.userId, id: startups.id, name: startups.name })
      .from(startupAssignments)
      .innerJoin(startups, eq(startups.id, startupAssignments.startupId))
      .where(scoped(startupAssignments, tenant, inArray(startupAssignments.userId, userIds)))
      .orderBy(startups.name),
    db
      .select({ userId: programMembers.userId, id: programs.id, name: programs.name })
      .from(programMembers)
      .innerJoin(programs, eq(programs.id, programMembers.programId))
      .where(scoped(programMembers, tenant, inArray(programMembers.userId, userIds)))
      .orderBy(programs.name),
  ]);
  const startupIds = [...new Set(memberOf.map((m) => m.id))];
  const memberCounts =
    startupIds.length === 0
      ? []
      : await db
          .select({ startupId: startupMembers.startupId, count: sql<number>`count(*)::int` })
          .from(startupMembers)
          .where(scoped(startupMembers, tenant, inArray(startupMembers.startupId, startupIds)))
          .groupBy(startupMembers.startupId);
  return { memberOf, assignedTo, programsOf, memberCounts };
}

/** Active users holding a role of the Admin type, other than `exceptUserId`. */
export async function countOtherActiveAdmins(db: Db, tenant: Tenant, exceptUserId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(
      scoped(users, tenant, eq(roles.type, "Admin"), eq(users.status, "active"), ne(users.id, exceptUserId)),
    );
  return row?.count ?? 0;
}

/** Serialises changes that could remove the organisation's last admin. */
export async function lockAdmins(db: Db, tenant: Tenant) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`admins:${tenant.id}`}))`);
}

export async function setUserRole(db: Db, tenant: Tenant, userId: string, roleId: string) {
  await db
    .update(users)
    .set({ roleId, updatedAt: new Date() })
    .where(scoped(users, tenant, eq(users.id, userId)));
}

export async function setUserStatus(db: Db, tenant: Tenant, userId: string, status: UserStatus) {
  await db
    .update(users)
    .set({ status, updatedAt: new Date() })
    .where(scoped(users, tenant, eq(users.id, userId)));
}

export async function existingIds(
  db: Db,
  tenant: Tenant,
  table: typeof startups | typeof programs,
  ids: string[],
): Promise<string[]> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(scoped(table, tenant, inArray(table.id, valid)));
  return rows.map((r) => r.id);
}

export async function assignedStartupIdsOf(db: Db, tenant: Tenant, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: startupAssignments.startupId })
    .from(startupAssignments)
    .where(scoped(startupAssignments, tenant, eq(startupAssignments.userId, userId)));
  return rows.map((r) => r.id);
}

export async function replaceAssignedStartups(
  db: Db,
  tenant: Tenant,
  userId: string,
  add: string[],
  remove: string[],
) {
  if (remove.length > 0) {
    await db
      .delete(startupAssignments)
      .where(
        scoped(
          startupAssignments,
          tenant,
          and(eq(startupAssignments.userId, userId), inArray(startupAssignments.startupId, remove)),
        ),
      );
  }
  if (add.length > 0) {
    await db
      .insert(startupAssignments)
      .values(add.map((startupId) => owned(tenant, { userId, startupId })))
      .onConflictDoNothing();
  }
}

export async function replacePrograms(db: Db, tenant: Tenant, userId: string, programIds: string[]) {
  await db.delete(programMembers).where(scoped(programMembers, tenant, eq(programMembers.userId, userId)));
  if (programIds.length > 0) {
    await db
      .insert(programMembers)
      .values(programIds.map((programId) => owned(tenant, { userId, programId })))
      .onConflictDoNothing();
  }
}

/** Whether a user is the only member of each of their startups (and has one): a lone founder. */
export function aloneInTheirStartups(rel: Awaited<ReturnType<typeof findRelationsOfUsers>>, userId: string) {
  const own = rel.memberOf.filter((m) => m.userId === userId);
  const members = new Map(rel.memberCounts.map((m) => [m.startupId, m.count]));
  return own.length > 0 && own.every((s) => members.get(s.id) === 1);
}
