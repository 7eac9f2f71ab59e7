import type { RoleType } from "@launchpad/domain";
import type { ServiceContext } from "../../service-context.ts";
import { allRoles, type RoleRow, rolesByIds } from "../roles/index.ts";
import {
  type FeedCheck,
  findCommunityPage,
  findLiveUsers,
  findLiveUsersByName,
  findNamesInOrder,
  findProfileFields,
  type HostSettings,
  updateFeedCheck,
  updateHostSettings,
} from "./people.repository.ts";
import type { CoachingMeetingSettings, UserRow } from "./users.tables.ts";

/**
 * Look-ups of people for other modules (booking, availability, the calendar feed, directory):
 * they read and write the users table through these, never directly (decision 008).
 * `ctx.db` may be a transaction.
 */
type Ctx = Pick<ServiceContext, "db" | "tenant">;

/** A user (not deleted) with their role. */
export type Person = { user: UserRow; role: RoleRow };

export type { CoachingMeetingSettings, FeedCheck, HostSettings };

/** Users (not deleted) with their role, in no order; unknown ids and non-UUIDs are left out. */
export async function peopleByIds(ctx: Ctx, ids: readonly string[]): Promise<Person[]> {
  const users = await findLiveUsers(ctx.db, ctx.tenant, [...ids]);
  if (users.length === 0) return [];
  const roles = await rolesByIds(
    ctx,
    users.map((u) => u.roleId),
  );
  return users.flatMap((user) => {
    const role = roles.get(user.roleId);
    return role ? [{ user, role }] : [];
  });
}

/** Users (not deleted) with their role, by first then last name (as `namesInOrder`). */
export async function peopleByIdsByName(ctx: Ctx, ids: readonly string[]): Promise<Person[]> {
  const users = await findLiveUsersByName(ctx.db, ctx.tenant, [...new Set(ids)]);
  if (users.length === 0) return [];
  const roles = await rolesByIds(
    ctx,
    users.map((u) => u.roleId),
  );
  return users.flatMap((user) => {
    const role = roles.get(user.roleId);
    return role ? [{ user, role }] : [];
  });
}

/** "First Last" of some users (not deleted; { id, fullName }), ordered by first then last name. */
export function namesInOrder(ctx: Ctx, ids: readonly string[]): Promise<{ id: string; fullName: string }[]> {
  return findNamesInOrder(ctx.db, ctx.tenant, [...new Set(ids)]);
}

/** What makes a profile complete (first and last name, headline, bio) and the user's zone. */
export type ProfileFields = Pick<UserRow, "firstName" | "lastName" | "headline" | "bio" | "timezone">;

/** A user's (not deleted) profile fields and zone, or null (the tasks' profile task). */
export async function profileFieldsOf(ctx: Ctx, id: string): Promise<ProfileFields | null> {
  return (await findProfileFields(ctx.db, ctx.tenant, id))[0] ?? null;
}

/** A user (not deleted) with their role, or null. */
export async function personById(ctx: Ctx, id: string): Promise<Person | null> {
  return (await peopleByIds(ctx, [id]))[0] ?? null;
}

/**
 * A page of the community: active people (not applicants) by last and first name, with how
 * many match. `ids` and `roleTypes` narrow them (an empty list: nobody).
 */
export async function searchCommunity(
  ctx: Ctx,
  options: { search?: string; ids?: string[]; roleTypes?: RoleType[]; offset: number; limit: number },
): Promise<{ total: number; rows: Person[] }> {
  const { roleTypes, ...rest } = options;
  // Applicants are not members of the community (spec-2 §6 excludes them from monitoring).
  const roles = (await allRoles(ctx)).filter(
    (r) => r.type !== "Applicant" && r.type !== "System" && (!roleTypes || roleTypes.includes(r.type)),
  );
  const { total, rows } = await findCommunityPage(ctx.db, ctx.tenant, {
    ...rest,
    roleIds: roles.map((r) => r.id),
  });
  return {
    total,
    rows: rows.flatMap((user) => {
      const role = roles.find((r) => r.id === user.roleId);
      return role ? [{ user, role }] : [];
    }),
  };
}

/** Saves a host's zone, coaching settings and external calendar feed (availability page). */
export function saveHostSettings(
  ctx: Pick<ServiceContext, "db" | "tenant" | "clock">,
  userId: string,
  values: HostSettings,
  feedChanged: boolean,
) {
  return updateHostSettings(ctx.db, ctx.tenant, userId, values, feedChanged, ctx.clock.now());
}

/** Keeps the outcome of a load of a host's external calendar feed on the host. */
export function saveFeedCheck(ctx: Ctx, userId: string, check: FeedCheck) {
  return updateFeedCheck(ctx.db, ctx.tenant, userId, check);
}
