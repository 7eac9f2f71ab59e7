import { isPermissionKey } from "@launchpad/domain";
import type { GraphQLContext } from "../../graphql/context.ts";
import { AuthenticationRequiredError, ValidationError } from "../../graphql/errors.ts";
import { findRolePermissionsOfUser } from "./permissions.repository.ts";

type Ctx = Pick<GraphQLContext, "db" | "tenant" | "viewer">;

async function viewerPermissions(ctx: Ctx) {
  if (!ctx.viewer) throw new AuthenticationRequiredError();
  return findRolePermissionsOfUser(ctx.db, ctx.tenant, ctx.viewer.id);
}

/** currentUserPermissions: the keys the signed-in user's role holds. */
export async function currentUserPermissions(ctx: Ctx): Promise<string[]> {
  return (await viewerPermissions(ctx)).map((p) => p.key);
}

/** criteriaForPermissions: for each asked key, ALL, ASSIGNED, or null when not held. */
export async function criteriaForPermissions(ctx: Ctx, keys: readonly string[]) {
  const unknown = keys.filter((key) => !isPermissionKey(key));
  if (unknown.length > 0) {
    const message = `Unknown permission: ${unknown.join(", ")}`;
    throw new ValidationError({ permissions: message }, message);
  }
  const held = new Map((await viewerPermissions(ctx)).map((p) => [p.key, p.criteria]));
  return keys.map((key) => ({ key, criteria: held.get(key) ?? null }));
}
