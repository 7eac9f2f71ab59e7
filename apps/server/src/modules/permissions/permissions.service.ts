import { isPermissionKey } from "@launchpad/domain";
import type { Services } from "../../graphql/context.ts";
import { AuthenticationRequiredError } from "../../graphql/errors.ts";
import type { ServiceContext } from "../../service-context.ts";
import { connectedStartupIds, peopleOfStartups, startupExists } from "../startups/index.ts";
import { userById } from "../users/index.ts";
import { requireAccess } from "./access.ts";
import { UnknownPermissionError } from "./permissions.errors.ts";
import { roleOfUser } from "./role-of-user.ts";

type Ctx = Pick<ServiceContext, "db" | "tenant" | "viewer">;

/** The permissions of the viewer's role, read on every call so that a change applies at once. */
async function viewerPermissions(ctx: Ctx) {
  if (!ctx.viewer) throw new AuthenticationRequiredError();
  return (await roleOfUser(ctx, ctx.viewer.id))?.permissions ?? [];
}

/** currentUserPermissions: the keys the signed-in user's role holds. */
export async function currentUserPermissions(ctx: Ctx): Promise<string[]> {
  return (await viewerPermissions(ctx)).map((p) => p.key);
}

/** criteriaForPermissions: for each asked key, ALL, ASSIGNED, or null when not held. */
export async function criteriaForPermissions(ctx: Ctx, keys: readonly string[]) {
  const unknown = keys.filter((key) => !isPermissionKey(key));
  if (unknown.length > 0) throw new UnknownPermissionError("permissions", unknown);
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
  if (!isPermissionKey(permission)) throw new UnknownPermissionError("permission", [permission]);
  const access = await requireAccess(ctx);
  const criteria = access.permissions.get(permission);
  if (!criteria) return false;
  const given = new Map(
    data.filter((d) => d.value != null && d.value !== "").map((d) => [d.key, String(d.value)]),
  );
  const startupId = given.get("startupId");
  const userId = given.get("userId");
  if (startupId && !(await startupExists(ctx, startupId))) return false;
  if (userId && !(await userById(ctx, userId))) return false;
  if (criteria === "ALL") return true;
  const mine = await connectedStartupIds(ctx, access.userId);
  if (startupId && !mine.includes(startupId)) return false;
  if (userId && userId !== access.userId) {
    const people = await peopleOfStartups(ctx, mine);
    if (!people.includes(userId)) return false;
  }
  return true;
}

/**
 * The access:changed events that concern the viewer: their user id, or the role they
 * hold at the time of the event (read then, so a role change is followed too).
 */
export async function* accessChangesOfViewer(ctx: Ctx & Pick<Services, "pubsub">) {
  const viewer = ctx.viewer;
  if (!viewer) throw new AuthenticationRequiredError();
  for await (const event of ctx.pubsub.subscribe("access:changed", ctx.tenant.id)) {
    if (event.userId === viewer.id) {
      yield { reason: event.reason };
      continue;
    }
    if (!event.roleId) continue;
    const role = await roleOfUser(ctx, viewer.id);
    if (role?.id === event.roleId) yield { reason: event.reason };
  }
}
