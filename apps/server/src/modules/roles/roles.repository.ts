import type { RoleType } from "@launchpad/domain";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { anyOf, placeholder, prepared, scopedAs } from "../../db/prepared.ts";
import { isUuid, owned, scoped } from "../../db/tenant-scope.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { type RoleRow, roles } from "./roles.tables.ts";

export type NewRole = Omit<typeof roles.$inferInsert, "id" | "incubatorId" | "createdAt">;

/** Every role of the organisation: built-in ones first, by label. */
export async function listRoleRows(db: Db, tenant: Tenant): Promise<RoleRow[]> {
  return db.select().from(roles).where(scoped(roles, tenant)).orderBy(roles.isCustom, roles.label);
}

export async function findRolesByIds(db: Db, tenant: Tenant, ids: readonly string[]): Promise<RoleRow[]> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return [];
  // The roles of user cards (calendar, slots, portfolio): built once (db/prepared.ts).
  const statement = prepared(db, "roles.byIds", (db) =>
    db
      .select()
      .from(roles)
      .where(scopedAs(roles, anyOf(roles.id, "ids"))),
  );
  return statement.execute({ tenant: tenant.id, ids: valid });
}

/** The built-in role of a type (not a custom role copied from it). */
export async function findBuiltInRole(db: Db, tenant: Tenant, type: string): Promise<RoleRow | null> {
  const [row] = await db
    .select()
    .from(roles)
    .where(scoped(roles, tenant, eq(roles.type, type as RoleType), eq(roles.isCustom, false)));
  return row ?? null;
}

export async function findRole(db: Db, tenant: Tenant, id: string): Promise<RoleRow | null> {
  if (!isUuid(id)) return null;
  // Read by every permission check: built once (db/prepared.ts).
  const statement = prepared(db, "roles.byId", (db) =>
    db
      .select()
      .from(roles)
      .where(scopedAs(roles, eq(roles.id, placeholder("id")))),
  );
  const [row] = await statement.execute({ tenant: tenant.id, id });
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
