import { withinLimit } from "@launchpad/domain";
import type { ServiceContext } from "../../service-context.ts";
import {
  type CompanyChanges,
  deleteConnection,
  deleteMember,
  findMembersWithRoles,
  lockMembers,
  lockStartupCreation,
  updateCompany,
  updateMemberRole,
  upsertConnection,
  upsertMember,
} from "./company.repository.ts";
import { countStartups, insertStartupWithMembers } from "./startups.repository.ts";
import type { StartupRow } from "./startups.tables.ts";

/**
 * The data side of a startup's company (lane A, issue 18): creation under the plan's startup
 * limit, the profile, members with roles and connections. This module stays low: the
 * caller (portfolio, startup-admin…) authorises and maps StartupLimitError to its refusal.
 */
type Ctx = Pick<ServiceContext, "db" | "tenant">;

/** The tenant already has `max` startups (decision 054: 0 = unlimited, else count + 1 ≤ max). */
export class StartupLimitError extends Error {
  constructor(
    readonly max: number,
    readonly current: number,
  ) {
    super(`The plan allows ${max} startups; there are ${current}.`);
    this.name = "StartupLimitError";
  }
}

/**
 * Creates a startup with its members and programmes when the tenant stays within `max`
 * startups. A per-tenant advisory lock covers the count and the insert, so concurrent
 * creations at the limit leave exactly `max` (a savepoint when `ctx.db` is a transaction).
 * `options.whenLocked` runs under the lock before the count (e.g. "this cofounder has no
 * startup yet"): what it throws refuses the creation.
 */
export function createStartupWithLimit(
  ctx: Ctx,
  values: { name: string; createdBy: string | null; programIds?: readonly string[] },
  memberIds: readonly string[],
  max: number,
  options: { whenLocked?: (locked: Ctx) => Promise<void> } = {},
): Promise<StartupRow> {
  return ctx.db.transaction(async (tx) => {
    await lockStartupCreation(tx, ctx.tenant);
    await options.whenLocked?.({ db: tx, tenant: ctx.tenant });
    const current = await countStartups(tx, ctx.tenant);
    if (!withinLimit(max, current)) throw new StartupLimitError(max, current);
    return insertStartupWithMembers(
      tx,
      ctx.tenant,
      { name: values.name, createdBy: values.createdBy, programIds: values.programIds ?? [] },
      memberIds,
    );
  });
}

export type { CompanyChanges };

/** Changes a startup's company profile; the row after, or null when not found. */
export function updateStartupCompany(ctx: Ctx, id: string, changes: CompanyChanges) {
  return updateCompany(ctx.db, ctx.tenant, id, changes);
}

/** A startup's members ({ userId, role, joinedAt }), by the date they joined. */
export function membersWithRoles(ctx: Ctx, startupId: string) {
  return findMembersWithRoles(ctx.db, ctx.tenant, startupId);
}

/** Adds a member with a role (an existing member gets the role). */
export function addStartupMemberRow(ctx: Ctx, startupId: string, userId: string, role: string | null) {
  return upsertMember(ctx.db, ctx.tenant, startupId, userId, role);
}

/** Changes a member's role; false when they are not a member. */
export function setStartupMemberRoleRow(ctx: Ctx, startupId: string, userId: string, role: string | null) {
  return updateMemberRole(ctx.db, ctx.tenant, startupId, userId, role);
}

/**
 * Removes a member unless they are the last one: "removed", "notMember" or "last". The
 * check and the delete share a lock, so two removals at once cannot empty the startup.
 */
export function removeStartupMemberRow(
  ctx: Ctx,
  startupId: string,
  userId: string,
): Promise<"removed" | "notMember" | "last"> {
  return ctx.db.transaction(async (tx) => {
    await lockMembers(tx, ctx.tenant, startupId);
    const members = await findMembersWithRoles(tx, ctx.tenant, startupId);
    if (!members.some((m) => m.userId === userId)) return "notMember";
    if (members.length <= 1) return "last";
    await deleteMember(tx, ctx.tenant, startupId, userId);
    return "removed";
  });
}

/** Connects a supporter with an hour allocation (keeps the minutes already used). */
export function setStartupConnectionRow(ctx: Ctx, startupId: string, userId: string, minutes: number) {
  return upsertConnection(ctx.db, ctx.tenant, startupId, userId, minutes);
}

/** Removes a connection; false when there was none. */
export function removeStartupConnectionRow(ctx: Ctx, startupId: string, userId: string) {
  return deleteConnection(ctx.db, ctx.tenant, startupId, userId);
}
