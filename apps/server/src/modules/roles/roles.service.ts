import {
  PERMISSIONS,
  type PermissionCriteria,
  ROLE_TYPES,
  type RoleType,
  userCategory,
  VISIBILITY_SETTINGS,
} from "@launchpad/domain";
import { z } from "zod";
import { inTransaction } from "../../db/client.ts";
import type { Services } from "../../graphql/context.ts";
import { coded, NotFoundError, ValidationError } from "../../graphql/errors.ts";
import { parseInput } from "../../http/validation.ts";
import type { ServiceContext } from "../../service-context.ts";
import { requirePlanFeature } from "../incubator/index.ts";
import { AdminKeepsRolesEditError, RoleInUseError, SystemRoleError } from "./roles.errors.ts";
import {
  deleteRoleRow,
  findRole,
  findRoleByLabel,
  findRoleForUpdate,
  insertRole,
  listRoleRows,
  updateRoleRow,
} from "./roles.repository.ts";
import type { RolePermission, RoleRow } from "./roles.tables.ts";

/**
 * Roles and their permissions (spec-2 §6). The twelve built-in roles exist in every
 * organisation; a custom role copies a template role (its type — hence its role group,
 * user category and menu — its permissions and visibility) under a new label, and needs
 * the plan feature customRoles. The System role (automation) cannot be edited, and the
 * built-in Admin role always keeps USER_ROLES:EDIT so that an organisation cannot lock
 * itself out of its own settings.
 */
type Ctx = Pick<ServiceContext, "db" | "tenant"> & Pick<Services, "pubsub" | "countRoleHolders">;

/**
 * Who holds a role is the users module's data (users.role_id), and users depend on roles:
 * the app gives this module the users module's counter (app.ts), so roles need not import it.
 */
export type CountRoleHolders = (ctx: Pick<ServiceContext, "db" | "tenant">) => Promise<Map<string, number>>;

export type RoleView = RoleRow & { userCount: number; category: string; editable: boolean };

const toView = (role: RoleRow & { userCount: number }): RoleView => ({
  ...role,
  category: userCategory(role.type),
  editable: role.type !== "System",
});

export async function listRoles(ctx: Ctx): Promise<RoleView[]> {
  const [rows, holders] = await Promise.all([listRoleRows(ctx.db, ctx.tenant), ctx.countRoleHolders(ctx)]);
  return rows.map((role) => toView({ ...role, userCount: holders.get(role.id) ?? 0 }));
}

async function roleView(ctx: Ctx, id: string): Promise<RoleView> {
  const role = (await listRoles(ctx)).find((r) => r.id === id);
  if (!role) throw new NotFoundError("Role");
  return role;
}

const labelSchema = z.string().trim().min(1, "Enter a label").max(60);

const createSchema = z.object({
  label: labelSchema,
  templateRoleId: z.string().uuid("Choose a template role"),
});

export async function createCustomRole(ctx: Ctx, input: unknown): Promise<RoleView> {
  const { label, templateRoleId } = parseInput(createSchema, input);
  await requirePlanFeature(ctx, "customRoles");
  const template = await findRole(ctx.db, ctx.tenant, templateRoleId);
  if (!template) throw new NotFoundError("Role");
  if (template.type === "System")
    throw new ValidationError({ templateRoleId: "The System role is not a template" });
  if (await findRoleByLabel(ctx.db, ctx.tenant, label)) {
    throw new ValidationError({ label: coded("LABEL_TAKEN") });
  }
  const role = await insertRole(ctx.db, ctx.tenant, {
    type: template.type,
    label,
    isCustom: true,
    permissions: template.permissions,
    userAccess: template.userAccess,
    startupAccess: template.startupAccess,
  });
  return roleView(ctx, role.id);
}

const visibility = z.enum(VISIBILITY_SETTINGS, { message: "Choose ALL, ASSIGNED, NONE or SELECTED" });
const updateSchema = z
  .object({
    label: labelSchema.optional(),
    userAccess: z
      .object({
        visibilitySettings: visibility,
        roles: z.array(z.enum(ROLE_TYPES, { message: "Unknown role type" })).default([]),
      })
      .strict()
      .optional(),
    startupAccess: z.object({ visibilitySettings: visibility }).strict().optional(),
  })
  .strict();

export async function updateRole(ctx: Ctx, id: string, input: unknown): Promise<RoleView> {
  const patch = parseInput(updateSchema, input);
  const role = await editableRole(ctx, id);
  if (patch.label !== undefined && patch.label !== role.label) {
    if (!role.isCustom) throw new ValidationError({ label: "Built-in roles keep their label" });
    const other = await findRoleByLabel(ctx.db, ctx.tenant, patch.label);
    if (other && other.id !== id) throw new ValidationError({ label: coded("LABEL_TAKEN") });
  }
  await updateRoleRow(ctx.db, ctx.tenant, id, {
    ...(patch.label !== undefined && { label: patch.label }),
    ...(patch.userAccess && { userAccess: patch.userAccess }),
    ...(patch.startupAccess && { startupAccess: patch.startupAccess }),
  });
  announceAccessChanged(ctx, { roleId: id, reason: "PERMISSIONS_CHANGED" });
  return roleView(ctx, id);
}

export async function deleteRole(ctx: Ctx, id: string): Promise<boolean> {
  const role = await findRole(ctx.db, ctx.tenant, id);
  if (!role) throw new NotFoundError("Role");
  if (!role.isCustom) throw new ValidationError({ id: "Built-in roles cannot be deleted" });
  const holders = (await ctx.countRoleHolders(ctx)).get(id) ?? 0;
  if (holders > 0) throw new RoleInUseError(holders);
  await deleteRoleRow(ctx.db, ctx.tenant, id);
  return true;
}

const changesSchema = z
  .array(
    z.object({
      key: z.string(),
      criteria: z.enum(["ALL", "ASSIGNED"], { message: "criteria is ALL, ASSIGNED or null" }).nullish(),
    }),
  )
  .min(1, "No change given")
  .max(500);

/** Sets keys on a role: criteria ALL or ASSIGNED, or null to remove. All or nothing. */
export async function updateRolePermissions(ctx: Ctx, roleId: string, input: unknown): Promise<RoleView> {
  const changes = parseInput(changesSchema, input);
  const errors: Record<string, string> = {};
  changes.forEach((change, i) => {
    const definition = PERMISSIONS.find((p) => p.key === change.key);
    if (!definition) errors[`changes.${i}.key`] = `Unknown permission: ${change.key}`;
    else if (change.criteria === "ASSIGNED" && !definition.withCriteria) {
      errors[`changes.${i}.criteria`] = `${change.key} has no ASSIGNED criteria`;
    }
  });
  if (Object.keys(errors).length > 0) throw new ValidationError(errors, Object.values(errors)[0]);
  await inTransaction(ctx.db, async (tx) => {
    const role = await findRoleForUpdate(tx, ctx.tenant, roleId);
    if (!role) throw new NotFoundError("Role");
    if (role.type === "System") throw new SystemRoleError("roleId");
    const held = new Map<string, PermissionCriteria>(role.permissions.map((p) => [p.key, p.criteria]));
    for (const { key, criteria } of changes) {
      if (criteria) held.set(key, criteria);
      else held.delete(key);
    }
    if (role.type === "Admin" && !role.isCustom && !held.has("USER_ROLES:EDIT")) {
      throw new AdminKeepsRolesEditError();
    }
    const permissions: RolePermission[] = PERMISSIONS.filter((p) => held.has(p.key)).map((p) => ({
      key: p.key,
      criteria: held.get(p.key) ?? "ALL",
    }));
    await updateRoleRow(tx, ctx.tenant, roleId, { permissions });
  });
  announceAccessChanged(ctx, { roleId, reason: "PERMISSIONS_CHANGED" });
  return roleView(ctx, roleId);
}

async function editableRole(ctx: Ctx, id: string): Promise<RoleRow> {
  const role = await findRole(ctx.db, ctx.tenant, id);
  if (!role) throw new NotFoundError("Role");
  if (role.type === "System") throw new SystemRoleError("id");
  return role;
}

export type AccessChangedEvent = {
  roleId?: string;
  userId?: string;
  reason: "ROLE_CHANGED" | "PERMISSIONS_CHANGED";
};

/** Tells the holders of a role (or one user) to reload their access: the web app refetches. */
export function announceAccessChanged(
  ctx: Pick<ServiceContext, "tenant"> & Pick<Services, "pubsub">,
  event: AccessChangedEvent,
) {
  ctx.pubsub.publish("access:changed", ctx.tenant.id, event);
}

export const ROLE_TYPE_VALUES: readonly RoleType[] = ROLE_TYPES;
