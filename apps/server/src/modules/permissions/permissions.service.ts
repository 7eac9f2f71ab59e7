import { isPermissionKey } from "@launchpad/domain";
import type { GraphQLContext } from "../../graphql/context.ts";
import { AuthenticationRequiredError, ValidationError } from "../../graphql/errors.ts";
import { findUserById } from "../users/users.repository.ts";
import {
  findConnectedStartupIds,
  findPeopleOfStartups,
  findRoleOfUser,
  startupExists,
} from "./access.repository.ts";
import { requireAccess } from "./access.ts";
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

/**
 * isUserAuthorized(permission, data): whether the viewer may use a key on the given
 * records. Without data, holding the key suffices. With ASSIGNED criteria, a `startupId`
 * must be one of the viewer's own or assigned startups, and a `userId` the viewer or
 * someone of those startups. A record of another organisation never passes.
 */
export async function isUserAuthorized(
  ctx: Ctx,
  permission: string,
  data: readonly { key: string; value?: string | null }[],
): Promise<boolean> {
  if (!isPermissionKey(permission)) {
    const message = `Unknown permission: ${permission}`;
    throw new ValidationError({ permission: message }, message);
  }
  const access = await requireAccess(ctx);
  const criteria = access.permissions.get(permission);
  if (!criteria) return false;
  const given = new Map(
    data.filter((d) => d.value != null && d.value !== "").map((d) => [d.key, String(d.value)]),
  );
  const startupId = given.get("startupId");
  const userId = given.get("userId");
  if (startupId && !(await startupExists(ctx.db, ctx.tenant, startupId))) return false;
  if (userId && !(await findUserById(ctx.db, ctx.tenant, userId))) return false;
  if (criteria === "ALL") return true;
  const mine = await findConnectedStartupIds(ctx.db, ctx.tenant, access.userId);
  if (startupId && !mine.includes(startupId)) return false;
  if (userId && userId !== access.userId) {
    const people = await findPeopleOfStartups(ctx.db, ctx.tenant, mine);
    if (!people.includes(userId)) return false;
  }
  return true;
}

/**
 * The access:changed events that concern the viewer: their user id, or the role they
 * hold at the time of the event (read then, so a role change is followed too).
 */
export async function* accessChangesOfViewer(ctx: GraphQLContext) {
  const viewer = ctx.viewer;
  if (!viewer) throw new AuthenticationRequiredError();
  for await (const event of ctx.pubsub.subscribe("access:changed", ctx.tenant.id)) {
    if (event.userId === viewer.id) {
      yield { reason: event.reason };
      continue;
    }
    if (!event.roleId) continue;
    const role = await findRoleOfUser(ctx.db, ctx.tenant, viewer.id);
    if (role?.id === event.roleId) yield { reason: event.reason };
  }
}
