import type { RoleType } from "@launchpad/domain";
import type { ServiceContext } from "../../service-context.ts";
import { findBuiltInRole, findRole, findRolesByIds, listRoleRows } from "./roles.repository.ts";
import type { RoleRow } from "./roles.tables.ts";

/**
 * Roles as other modules read them (the role of a user, of an invitation, the role types of
 * a filter): through these, never the roles table (decision 008). `ctx.db` may be a transaction.
 */
type Ctx = Pick<ServiceContext, "db" | "tenant">;

/** A role of this tenant, or null (a non-UUID names none). */
export function roleById(ctx: Ctx, id: string): Promise<RoleRow | null> {
  return findRole(ctx.db, ctx.tenant, id);
}

/** Roles of this tenant by id; unknown ids are absent. */
export async function rolesByIds(ctx: Ctx, ids: readonly string[]): Promise<Map<string, RoleRow>> {
  const rows = await findRolesByIds(ctx.db, ctx.tenant, [...new Set(ids)]);
  return new Map(rows.map((r) => [r.id, r]));
}

/** The built-in role of a type (not a custom role copied from it), or null. */
export function builtInRole(ctx: Ctx, type: string): Promise<RoleRow | null> {
  return findBuiltInRole(ctx.db, ctx.tenant, type);
}

/** Every role of the tenant, built-in and custom. */
export function allRoles(ctx: Ctx): Promise<RoleRow[]> {
  return listRoleRows(ctx.db, ctx.tenant);
}

/** The ids of the roles (built-in and custom) whose type is one of these. */
export async function roleIdsOfTypes(ctx: Ctx, types: readonly RoleType[]): Promise<string[]> {
  return (await listRoleRows(ctx.db, ctx.tenant)).filter((r) => types.includes(r.type)).map((r) => r.id);
}
