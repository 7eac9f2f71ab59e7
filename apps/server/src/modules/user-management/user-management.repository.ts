import type { RoleType, UserStatus } from "@launchpad/domain";
import { and, asc, eq, ilike, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { containsPattern } from "../../db/like.ts";
import {
  programMembers,
  type programs,
  roles,
  startupAssignments,
  startupMembers,
  type startups,
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
