import type { RoleType } from "@launchpad/domain";
import type { RoleRow } from "../../db/schema/roles.ts";
import type { CoachingMeetingSettings, UserRow } from "../../db/schema/users.ts";
import type { ServiceContext } from "../../service-context.ts";
import {
  type FeedCheck,
  findCommunityPage,
  findUsersWithRole,
  type HostSettings,
  updateFeedCheck,
  updateHostSettings,
} from "./people.repository.ts";

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
export function peopleByIds(ctx: Ctx, ids: readonly string[]): Promise<Person[]> {
  return findUsersWithRole(ctx.db, ctx.tenant, [...ids]);
}

/** A user (not deleted) with their role, or null. */
export async function personById(ctx: Ctx, id: string): Promise<Person | null> {
  return (await findUsersWithRole(ctx.db, ctx.tenant, [id]))[0] ?? null;
}

/**
 * A page of the community: active people (not applicants) by last and first name, with how
 * many match. `ids` and `roleTypes` narrow them (an empty list: nobody).
 */
export function searchCommunity(
  ctx: Ctx,
  options: { search?: string; ids?: string[]; roleTypes?: RoleType[]; offset: number; limit: number },
) {
  return findCommunityPage(ctx.db, ctx.tenant, options);
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
