import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type RoleRow, roles, users } from "../../db/schema/index.ts";
import { isUuid, owned, scoped } from "../../db/tenant-scope.ts";
import type { Tenant } from "../../tenancy/tenant.ts";

export type NewRole = Omit<typeof roles.$inferInsert, "id" | "incubatorId" | "createdAt">;

/** Every role of the organisation with how many (not deleted) users hold it. */
export async function listRolesWithUserCount(db: Db, tenant: Tenant) {
  const counts = db
    .select({ roleId: users.roleId, count: sql<number>`count(*)::int`.as("count") })
    .from(users)
    .where(scoped(users, tenant, ne(users.status, "deleted")))
    .groupBy(users.roleId)
    .as("counts");
  const rows = await db
    .select({ role: roles, userCount: sql<number>`coalesce(${counts.count}, 0)::int` })
    .from(roles)
    .leftJoin(counts, eq(counts.roleId, roles.id))
    .where(scoped(roles, tenant))
    .orderBy(roles.isCustom, roles.label);
  return rows.map((r) => ({ ...r.role, userCount: r.userCount }));
}

export async function findRole(db: Db, tenant: Tenant, id: string): Promise<RoleRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(roles)
    .where(scoped(roles, tenant, eq(roles.id, id)));
  return row ?? null;
}

/** The role row locked for the rest of the transaction (read-modify-write of its permissions). */
export async function findRoleForUpdate(db: Db, tenant: Tenant, id: string): Promise<RoleRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(roles)
    .where(scoped(roles, tenant, eq(roles.id, id)))
    .for("update");
  return row ?? null;
}

export async function findRoleByLabel(db: Db, tenant: Tenant, label: string) {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(scoped(roles, tenant, sql`lower(${roles.label}) = lower(${label})`));
  return row ?? null;
}

export async function insertRole(db: Db, tenant: Tenant, values: NewRole): Promise<RoleRow> {
  const [row] = await db.insert(roles).values(owned(tenant, values)).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function updateRoleRow(db: Db, tenant: Tenant, id: string, patch: Partial<NewRole>) {
  await db
    .update(roles)
    .set(patch)
    .where(scoped(roles, tenant, eq(roles.id, id)));
}

export async function deleteRoleRow(db: Db, tenant: Tenant, id: string) {
  await db.delete(roles).where(scoped(roles, tenant, eq(roles.id, id), eq(roles.isCustom, true)));
}

export async function countUsersOfRole(db: Db, tenant: Tenant, roleId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(scoped(users, tenant, and(eq(users.roleId, roleId), ne(users.status, "deleted"))));
  return row?.count ?? 0;
}
