import type { PermissionCriteria, RoleType, VisibilitySetting } from "@launchpad/domain";
import { AuthenticationRequiredError } from "../../graphql/errors.ts";
import type { ServiceContext } from "../../service-context.ts";
import { connectedStartupIds } from "../startups/index.ts";
import { roleOfUser } from "./role-of-user.ts";

/**
 * What the signed-in user may do: their role's permission keys with criteria and its
 * visibility settings. Read once per request (never cached across requests), so that a
 * change of role or permissions applies to the very next call without signing in again.
 */
export type ViewerAccess = {
  userId: string;
  roleId: string;
  roleType: RoleType;
  permissions: ReadonlyMap<string, PermissionCriteria>;
  userAccess: { visibilitySettings: VisibilitySetting; roles: string[] };
  startupAccess: { visibilitySettings: VisibilitySetting };
};

type Ctx = Pick<ServiceContext, "db" | "tenant" | "viewer">;

const perRequest = new WeakMap<object, Promise<ViewerAccess | null>>();

export function viewerAccess(ctx: Ctx): Promise<ViewerAccess | null> {
  let access = perRequest.get(ctx);
  if (!access) {
    access = loadAccess(ctx);
    perRequest.set(ctx, access);
  }
  return access;
}

async function loadAccess(ctx: Ctx): Promise<ViewerAccess | null> {
  if (!ctx.viewer) return null;
  const role = await roleOfUser(ctx, ctx.viewer.id);
  if (!role) return null;
  return {
    userId: ctx.viewer.id,
    roleId: role.id,
    roleType: role.type,
    permissions: new Map(role.permissions.map((p) => [p.key, p.criteria])),
    userAccess: {
      visibilitySettings: role.userAccess.visibilitySettings,
      roles: role.userAccess.roles ?? [],
    },
    startupAccess: { visibilitySettings: role.startupAccess.visibilitySettings },
  };
}

export async function requireAccess(ctx: Ctx): Promise<ViewerAccess> {
  const access = await viewerAccess(ctx);
  if (!access) throw new AuthenticationRequiredError();
  return access;
}

/** Whether the viewer's role holds a key (with either criteria). */
export async function holds(ctx: Ctx, key: string): Promise<boolean> {
  return (await viewerAccess(ctx))?.permissions.has(key) ?? false;
}

/**
 * The startups a permission reaches: `"ALL"`, or with ASSIGNED the viewer's own and
 * assigned startups (spec-2 §6: "in assigned mode the scope is limited to the user's own
 * startups"). Not held: no startup.
 */
export async function startupScope(ctx: Ctx, key: string): Promise<"ALL" | string[]> {
  const access = await requireAccess(ctx);
  const criteria = access.permissions.get(key);
  if (!criteria) return [];
  if (criteria === "ALL") return "ALL";
  return connectedStartupIds(ctx, access.userId);
}

export function inScope(scope: "ALL" | string[], startupId: string): boolean {
  return scope === "ALL" || scope.includes(startupId);
}
