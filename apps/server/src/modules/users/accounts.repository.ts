import type { UserStatus } from "@launchpad/domain";
import { and, asc, eq, ilike, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { containsPattern } from "../../db/like.ts";
import { anyOf, placeholder, prepared, scopedAs } from "../../db/prepared.ts";
import { isUuid, owned, scoped } from "../../db/tenant-scope.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { users } from "./users.tables.ts";

/**
 * Users as the identity modules read and write them: by e-mail or id (sign-in, account,
 * sessions, permissions), created (invitations), their password, validation, role and
 * status, counted per role (roles, plan, the last admin), and the admin's list.
 */
export type NewUser = Omit<typeof users.$inferInsert, "id" | "incubatorId" | "createdAt" | "updatedAt">;

export type UserListFilter = {
  search?: string;
  roleIds?: string[];
  statuses?: UserStatus[];
};

export async function findUsersByIds(db: Db, tenant: Tenant, ids: readonly string[]) {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  // Names of the tasks lists' people, and others: built once (db/prepared.ts).
  const statement = prepared(db, "users.byIds", (db) =>
    db
      .select()
      .from(users)
      .where(scopedAs(users, anyOf(users.id, "ids"))),
  );
  return statement.execute({ tenant: tenant.id, ids: valid });
}

export async function insertUser(db: Db, tenant: Tenant, values: NewUser): Promise<string> {
  const [row] = await db.insert(users).values(owned(tenant, values)).returning({ id: users.id });
  if (!row) throw new Error("user not created");
  return row.id;
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

/** How many users (not deleted) hold each role that has any. */
export async function countUsersByRole(db: Db, tenant: Tenant): Promise<Map<string, number>> {
  const rows = await db
    .select({ roleId: users.roleId, count: sql<number>`count(*)::int` })
    .from(users)
    .where(scoped(users, tenant, ne(users.status, "deleted")))
    .groupBy(users.roleId);
  return new Map(rows.map((r) => [r.roleId, r.count]));
}

/** Active users holding one of the roles, other than `exceptUserId`. */
export async function countActiveUsersOfRoles(
  db: Db,
  tenant: Tenant,
  roleIds: string[],
  exceptUserId: string,
): Promise<number> {
  if (roleIds.length === 0) return 0;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(
      scoped(
        users,
        tenant,
        inArray(users.roleId, roleIds),
        eq(users.status, "active"),
        ne(users.id, exceptUserId),
      ),
    );
  return row?.count ?? 0;
}

/**
 * The ids of people (not deleted) whose name or e-mail contains the text: at most `limit`,
 * and whether there were more. Ids only: another module narrows its own rows with them (the
 * applications overview searching applicants), without a join across modules.
 */
export async function findUserIdsMatching(
  db: Db,
  tenant: Tenant,
  search: string,
  limit: number,
): Promise<{ ids: string[]; more: boolean }> {
  const pattern = containsPattern(search);
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      scoped(
        users,
        tenant,
        ne(users.status, "deleted"),
        or(ilike(users.email, pattern), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern)),
      ),
    )
    .limit(limit + 1);
  return { ids: rows.slice(0, limit).map((r) => r.id), more: rows.length > limit };
}

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
  if (filter.roleIds && filter.roleIds.filter(isUuid).length === 0) return { total: 0, rows: [] };
  if (!filter.search && !filter.roleIds && !filter.statuses && offset === 0) {
    return firstPageOfLiveUsers(db, tenant, limit);
  }
  const where = scoped(users, tenant, ...filterConditions(filter));
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
      .offset(offset)
      .limit(limit),
    db.select({ total: sql<number>`count(*)::int` }).from(users).where(and(where)),
  ]);
  return { total: count?.total ?? 0, rows };
}

/**
 * The user list as it opens (no filter, first page): its two statements built once
 * (db/prepared.ts), the same SQL as `listUsers` builds for it.
 */
async function firstPageOfLiveUsers(db: Db, tenant: Tenant, limit: number) {
  const live = () => scopedAs(users, ne(users.status, "deleted"));
  const [rows, [count]] = await Promise.all([
    prepared(db, "users.firstPage", (db) =>
      db
        .select()
        .from(users)
        .where(live())
        .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
        .limit(placeholder("limit")),
    ).execute({ tenant: tenant.id, limit }),
    prepared(db, "users.countLive", (db) =>
      db.select({ total: sql<number>`count(*)::int` }).from(users).where(and(live())),
    ).execute({ tenant: tenant.id }),
  ]);
  return { total: count?.total ?? 0, rows };
}
