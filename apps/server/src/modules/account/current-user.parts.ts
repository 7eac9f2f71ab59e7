import { displayRoleLabel } from "@launchpad/domain";
import { AuthenticationRequiredError } from "../../graphql/errors.ts";
import type { ServiceContext } from "../../service-context.ts";
import { type RoleRow, roleById } from "../roles/index.ts";
import { startupsOfMemberWithCounts } from "../startups/index.ts";
import { type AccountRow, accountById } from "../users/index.ts";

/**
 * The parts of a user's own view (issue 13: `currentUser` selects what it returns), each
 * read when a selected field needs it and at most once per request: `{ currentUser { id } }`
 * reads nothing, the profile fields one user row, `role` one role, `startups` and a
 * cofounder's label one list of startups with their member counts.
 */
type Ctx = Pick<ServiceContext, "db" | "tenant">;

/** Per request (the context object): each part's promise by name and user. */
const perRequest = new WeakMap<object, Map<string, Promise<unknown>>>();

function once<T>(ctx: Ctx, key: string, load: () => Promise<T>): Promise<T> {
  let parts = perRequest.get(ctx);
  if (!parts) {
    parts = new Map();
    perRequest.set(ctx, parts);
  }
  let part = parts.get(key) as Promise<T> | undefined;
  if (!part) {
    part = load();
    parts.set(key, part);
  }
  return part;
}

/** The user row; a user who is gone is no longer signed in. */
export function userPart(ctx: Ctx, userId: string): Promise<AccountRow> {
  return once(ctx, `user:${userId}`, async () => {
    const user = await accountById(ctx, userId);
    if (!user) throw new AuthenticationRequiredError();
    return user;
  });
}

export function rolePart(ctx: Ctx, userId: string): Promise<RoleRow> {
  return once(ctx, `role:${userId}`, async () => {
    const role = await roleById(ctx, (await userPart(ctx, userId)).roleId);
    if (!role) throw new AuthenticationRequiredError();
    return role;
  });
}

/** The startups the user is a cofounder of ({ id, name, memberCount }), by name. */
export function startupsPart(ctx: Ctx, userId: string) {
  return once(ctx, `startups:${userId}`, () => startupsOfMemberWithCounts(ctx, userId));
}

/**
 * The role's label as the user sees it: 'Founder' for a cofounder alone in their
 * startup(s) (spec-1 §3). Only a built-in Cofounder role needs the startups read.
 */
export async function roleLabel(ctx: Ctx, role: RoleRow, userId: string): Promise<string> {
  if (role.type !== "Cofounder" || role.isCustom) return role.label;
  return displayRoleLabel(role, await aloneInTheirStartups(ctx, userId));
}

/** Whether the user has startups and is the only member of each. */
async function aloneInTheirStartups(ctx: Ctx, userId: string): Promise<boolean> {
  const own = await startupsPart(ctx, userId);
  return own.length > 0 && own.every((s) => s.memberCount === 1);
}
