import type { UserStatus } from "@launchpad/domain";
import type { ServiceContext } from "../../service-context.ts";
import {
  countActiveUsersOfRoles,
  countUsersByRole,
  findUserIdsMatching,
  findUsersByIds,
  insertUser,
  listUsers,
  type NewUser,
  setUserRole,
  setUserStatus,
  type UserListFilter,
} from "./accounts.repository.ts";
import {
  type AccountRow,
  findAccountById,
  findUserByEmail,
  findUserById,
  markUserValidated,
  setUserImageColumn,
  setUserPassword,
  type UserProfilePatch,
  updateUserProfile,
} from "./users.repository.ts";
import type { UserRow } from "./users.tables.ts";

/**
 * Users for the identity modules (auth, account, oidc, sessions, permissions, roles, plan,
 * user management): they read and write the users table through these, never directly
 * (decision 008). Every look-up is scoped to the tenant; `ctx.db` may be a transaction.
 */
type Ctx = Pick<ServiceContext, "db" | "tenant">;

export type { AccountRow, NewUser, UserListFilter, UserProfilePatch, UserRow };

/**
 * The user's account (id, role, e-mail, names, time zone, language, status, validated), or
 * null: the narrow read for checks made on every request (issue 13).
 */
export function accountById(ctx: Ctx, id: string): Promise<AccountRow | null> {
  return findAccountById(ctx.db, ctx.tenant, id);
}

/** The user with this id (any status), or null; a non-UUID names nobody. */
export function userById(ctx: Ctx, id: string): Promise<UserRow | null> {
  return findUserById(ctx.db, ctx.tenant, id);
}

/** The user with this e-mail (any status, case-insensitive), or null. */
export function userByEmail(ctx: Ctx, email: string): Promise<UserRow | null> {
  return findUserByEmail(ctx.db, ctx.tenant, email);
}

/** Users (any status) by id, in no order; unknown ids and non-UUIDs are left out. */
export function usersByIds(ctx: Ctx, ids: readonly string[]): Promise<UserRow[]> {
  return findUsersByIds(ctx.db, ctx.tenant, ids);
}

/** "First Last" of each user found, by id. */
export async function userNames(ctx: Ctx, ids: readonly string[]): Promise<Map<string, string>> {
  const rows = await findUsersByIds(ctx.db, ctx.tenant, ids);
  return new Map(rows.map((u) => [u.id, `${u.firstName} ${u.lastName}`.trim()]));
}

/** Ids of people whose name or e-mail contains `search` (at most `limit`; `more` when there were more). */
export function userIdsMatching(
  ctx: Ctx,
  search: string,
  limit: number,
): Promise<{ ids: string[]; more: boolean }> {
  return findUserIdsMatching(ctx.db, ctx.tenant, search, limit);
}

/** Creates a user of this tenant and returns their id. */
export function createUser(ctx: Ctx, values: NewUser): Promise<string> {
  return insertUser(ctx.db, ctx.tenant, values);
}

/** Changes a user's own profile fields (name, time zone, language, phone, headline, bio). */
export function updateProfile(ctx: Ctx, userId: string, patch: UserProfilePatch): Promise<void> {
  return updateUserProfile(ctx.db, ctx.tenant, userId, patch);
}

/** The user's avatar or profile cover: the image address the attachments module serves, or null. */
export function setUserImages(
  ctx: Ctx,
  userId: string,
  patch: { avatar?: string | null; cover?: string | null },
) {
  return setUserImageColumn(ctx.db, ctx.tenant, userId, patch);
}

export function setPasswordHash(ctx: Ctx, userId: string, passwordHash: string): Promise<void> {
  return setUserPassword(ctx.db, ctx.tenant, userId, passwordHash);
}

/** The e-mail is confirmed: validated, and a pending user becomes active. */
export function markEmailValidated(ctx: Ctx, userId: string): Promise<void> {
  return markUserValidated(ctx.db, ctx.tenant, userId);
}

export function changeRoleOfUser(ctx: Ctx, userId: string, roleId: string): Promise<void> {
  return setUserRole(ctx.db, ctx.tenant, userId, roleId);
}

export function changeStatusOfUser(ctx: Ctx, userId: string, status: UserStatus): Promise<void> {
  return setUserStatus(ctx.db, ctx.tenant, userId, status);
}

/** How many users (not deleted) hold each role; a role nobody holds is absent. */
export function roleHolderCounts(ctx: Ctx): Promise<Map<string, number>> {
  return countUsersByRole(ctx.db, ctx.tenant);
}

/** Active users holding one of the roles, other than `exceptUserId` (the last admin rule). */
export function countOtherActiveHolders(ctx: Ctx, roleIds: string[], exceptUserId: string): Promise<number> {
  return countActiveUsersOfRoles(ctx.db, ctx.tenant, roleIds, exceptUserId);
}

/** One page of users (not deleted unless `statuses` says so) by last and first name, with the total. */
export function usersPage(ctx: Ctx, filter: UserListFilter, offset: number, limit: number) {
  return listUsers(ctx.db, ctx.tenant, filter, offset, limit);
}
