import {
  displayRoleLabel,
  ROLE_TYPES,
  type RoleType,
  USER_CATEGORIES,
  USER_STATUSES,
  type UserCategory,
  userCategory,
} from "@launchpad/domain";
import { z } from "zod";
import { type Db, inTransaction } from "../../db/client.ts";
import type { Services } from "../../graphql/context.ts";
import {
  AuthenticationRequiredError,
  ConflictError,
  NotFoundError,
  ValidationError,
} from "../../graphql/errors.ts";
import { parseInput } from "../../http/validation.ts";
import type { ServiceContext } from "../../service-context.ts";
import { incubatorOf } from "../incubator/index.ts";
import { startupScope } from "../permissions/index.ts";
import { requireSeatFor } from "../plan/index.ts";
import {
  announceAccessChanged,
  type RoleRow,
  roleById,
  roleIdsOfTypes,
  rolesByIds,
  SYSTEM_ROLE_NOT_GIVEN_MESSAGE,
} from "../roles/index.ts";
import { endUserSessions } from "../sessions/index.ts";
import {
  aloneInTheirStartups,
  assignedStartupIds,
  changeAssignedStartups,
  existingProgramIds,
  existingStartupIds,
  relationsOfUsers,
  setProgramMemberships,
} from "../startups/index.ts";
import {
  changeRoleOfUser,
  changeStatusOfUser,
  countOtherActiveHolders,
  type UserRow,
  userById,
  usersPage,
  verifyPassword,
} from "../users/index.ts";
import { LastAdminError, WrongPasswordError } from "./user-management.errors.ts";
import { lockAdmins } from "./user-management.repository.ts";

/**
 * User management (/admin/user-management): list, change roles, deactivate, delete,
 * assign startups and programmes. Rules: an organisation keeps at least one active
 * admin; nobody deactivates or deletes themselves here; a role change that moves a user
 * into a limited category (employee, network, evaluator) must fit the plan; the System
 * role is for automation and is never given to a person. Deactivating or deleting ends
 * the user's sessions at once.
 */
type Ctx = Pick<ServiceContext, "db" | "tenant" | "viewer"> & Pick<Services, "pubsub">;

type Summary = { id: string; name: string };
export type ManagedUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  fullName: string;
  status: string;
  validated: boolean;
  createdAt: string;
  category: UserCategory;
  role: RoleRow & { label: string };
  startups: Summary[];
  assignedStartups: Summary[];
  programs: Summary[];
};

async function toManaged(ctx: Ctx, rows: { user: UserRow; role: RoleRow }[]): Promise<ManagedUser[]> {
  const rel = await relationsOfUsers(
    ctx,
    rows.map((r) => r.user.id),
  );
  const pick = (list: { userId: string; id: string; name: string }[], userId: string) =>
    list.filter((x) => x.userId === userId).map(({ id, name }) => ({ id, name }));
  return rows.map(({ user, role }) => {
    return {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      fullName: `${user.firstName} ${user.lastName}`.trim(),
      status: user.status,
      validated: user.validated,
      createdAt: user.createdAt.toISOString(),
      category: userCategory(role.type),
      role: { ...role, label: displayRoleLabel(role, aloneInTheirStartups(rel, user.id)) },
      startups: pick(rel.memberOf, user.id),
      assignedStartups: pick(rel.assignedTo, user.id),
      programs: pick(rel.programsOf, user.id),
    };
  });
}

/** Users with their role (a user whose role is gone is left out). */
async function withRoles(ctx: Pick<Ctx, "db" | "tenant">, users: UserRow[]) {
  const roles = await rolesByIds(
    ctx,
    users.map((u) => u.roleId),
  );
  return users.flatMap((user) => {
    const role = roles.get(user.roleId);
    return role ? [{ user, role }] : [];
  });
}

async function findUserWithRole(ctx: Pick<Ctx, "db" | "tenant">, id: string) {
  const user = await userById(ctx, id);
  return user ? ((await withRoles(ctx, [user]))[0] ?? null) : null;
}

export async function managedUser(ctx: Ctx, id: string): Promise<ManagedUser> {
  const row = await findUserWithRole(ctx, id);
  if (!row) throw new NotFoundError("User");
  const [user] = await toManaged(ctx, [row]);
  if (!user) throw new NotFoundError("User");
  return user;
}

const filterSchema = z
  .object({
    search: z.string().trim().max(200).nullish(),
    roleIds: z.array(z.string()).max(50).nullish(),
    categories: z.array(z.enum(USER_CATEGORIES, { message: "Unknown category" })).nullish(),
    statuses: z.array(z.enum(USER_STATUSES, { message: "Unknown status" })).nullish(),
  })
  .strict();
const pageSchema = z.object({
  offset: z.number().int().min(0, "offset must be 0 or more"),
  limit: z.number().int().min(1, "limit must be at least 1").max(100, "limit is at most 100"),
});

export async function users(ctx: Ctx, filterInput: unknown, pageInput: { offset: number; limit: number }) {
  const filter = parseInput(filterSchema, filterInput ?? {});
  const { offset, limit } = parseInput(pageSchema, pageInput);
  const roleTypes = filter.categories?.length
    ? ROLE_TYPES.filter((t) => filter.categories?.includes(userCategory(t)))
    : undefined;
  // A category is the role types in it: the roles (built-in and custom) of those types.
  const typeRoleIds = roleTypes ? await roleIdsOfTypes(ctx, roleTypes) : undefined;
  const givenRoleIds = filter.roleIds?.length ? filter.roleIds : undefined;
  const roleIds =
    givenRoleIds && typeRoleIds
      ? givenRoleIds.filter((id) => typeRoleIds.includes(id))
      : (givenRoleIds ?? typeRoleIds);
  const { total, rows } = await usersPage(
    ctx,
    {
      ...(filter.search ? { search: filter.search } : {}),
      ...(roleIds ? { roleIds } : {}),
      ...(filter.statuses?.length ? { statuses: filter.statuses } : {}),
    },
    offset,
    limit,
  );
  return { total, items: await toManaged(ctx, await withRoles(ctx, rows)) };
}

/** Within the admin lock: refuses a change that would leave no active admin. */
async function keepAnAdmin(tx: Db, ctx: Ctx, user: UserRow, role: RoleRow, nextType: RoleType | null) {
  await lockAdmins(tx, ctx.tenant);
  if (role.type !== "Admin" || user.status !== "active" || nextType === "Admin") return;
  const txCtx = { db: tx, tenant: ctx.tenant };
  const adminRoleIds = await roleIdsOfTypes(txCtx, ["Admin"]);
  if ((await countOtherActiveHolders(txCtx, adminRoleIds, user.id)) === 0) throw new LastAdminError();
}

export async function changeUserRole(ctx: Ctx, userId: string, roleId: string): Promise<ManagedUser> {
  const current = await findUserWithRole(ctx, userId);
  if (!current) throw new NotFoundError("User");
  const next = await roleById(ctx, roleId);
  if (!next) throw new NotFoundError("Role");
  if (next.type === "System") throw new ValidationError({ roleId: SYSTEM_ROLE_NOT_GIVEN_MESSAGE });
  if (current.role.id === next.id) return managedUser(ctx, userId);
  if (userCategory(current.role.type) !== userCategory(next.type)) await requireSeatFor(ctx, next.type);
  await inTransaction(ctx.db, async (tx) => {
    await keepAnAdmin(tx, ctx, current.user, current.role, next.type);
    await changeRoleOfUser({ db: tx, tenant: ctx.tenant }, userId, next.id);
  });
  announceAccessChanged(ctx, { userId, reason: "ROLE_CHANGED" });
  return managedUser(ctx, userId);
}

async function otherUser(ctx: Ctx, userId: string, verb: string) {
  const row = await findUserWithRole(ctx, userId);
  if (!row || row.user.status === "deleted") throw new NotFoundError("User");
  if (row.user.id === ctx.viewer?.id) throw new ConflictError(`You cannot ${verb} your own account here`);
  return row;
}

export async function deactivateUser(ctx: Ctx, userId: string): Promise<ManagedUser> {
  const { user, role } = await otherUser(ctx, userId, "deactivate");
  await inTransaction(ctx.db, async (tx) => {
    await keepAnAdmin(tx, ctx, user, role, null);
    await changeStatusOfUser({ db: tx, tenant: ctx.tenant }, userId, "unactive");
  });
  await endUserSessions(ctx, userId, "deactivated");
  return managedUser(ctx, userId);
}

export async function reactivateUser(ctx: Ctx, userId: string): Promise<ManagedUser> {
  const { user } = await otherUser(ctx, userId, "reactivate");
  if (user.status !== "unactive") throw new ConflictError("Only a deactivated user can be reactivated");
  await changeStatusOfUser(ctx, userId, user.validated ? "active" : "pending");
  return managedUser(ctx, userId);
}

export async function deleteUser(ctx: Ctx, userId: string): Promise<boolean> {
  const { user, role } = await otherUser(ctx, userId, "delete");
  await inTransaction(ctx.db, async (tx) => {
    await keepAnAdmin(tx, ctx, user, role, null);
    await changeStatusOfUser({ db: tx, tenant: ctx.tenant }, userId, "deleted");
  });
  await endUserSessions(ctx, userId, "deactivated");
  return true;
}

const idsSchema = (what: string) => z.array(z.string()).max(500, `At most 500 ${what}`);

/**
 * Sets the startups assigned to a user. With ASSIGNED criteria the viewer can only add or
 * remove startups of their own scope; the user's other assignments stay as they are.
 */
export async function setUserAssignedStartups(
  ctx: Ctx,
  userId: string,
  input: unknown,
): Promise<ManagedUser> {
  const wanted = [...new Set(parseInput(idsSchema("startups"), input))];
  const target = await findUserWithRole(ctx, userId);
  if (!target || target.user.status === "deleted") throw new NotFoundError("User");
  const found = await existingStartupIds(ctx, wanted);
  if (found.length !== wanted.length) throw new NotFoundError("Startup");
  const scope = await startupScope(ctx, "STARTUP/ASSIGNATION_MEMBERS:EDIT");
  const inScope = (id: string) => scope === "ALL" || scope.includes(id);
  const outside = wanted.filter((id) => !inScope(id));
  if (outside.length > 0) throw new NotFoundError("Startup");
  const before = await assignedStartupIds(ctx, userId);
  const add = wanted.filter((id) => !before.includes(id));
  const remove = before.filter((id) => !wanted.includes(id) && inScope(id));
  await inTransaction(ctx.db, (tx) =>
    changeAssignedStartups({ db: tx, tenant: ctx.tenant }, userId, add, remove),
  );
  return managedUser(ctx, userId);
}

export async function setUserPrograms(ctx: Ctx, userId: string, input: unknown): Promise<ManagedUser> {
  const wanted = [...new Set(parseInput(idsSchema("programs"), input))];
  const target = await findUserWithRole(ctx, userId);
  if (!target || target.user.status === "deleted") throw new NotFoundError("User");
  const found = await existingProgramIds(ctx, wanted);
  if (found.length !== wanted.length) throw new NotFoundError("Program");
  await inTransaction(ctx.db, (tx) => setProgramMemberships({ db: tx, tenant: ctx.tenant }, userId, wanted));
  return managedUser(ctx, userId);
}

/**
 * A user deletes their own account, when the organisation allows it (allowUserSelfDelete).
 * The password confirms it is them; the last active admin cannot leave. Their sessions end.
 */
export async function deleteOwnAccount(ctx: Ctx, password: string): Promise<boolean> {
  if (!ctx.viewer) throw new AuthenticationRequiredError();
  const incubator = await incubatorOf(ctx);
  if (!incubator?.allowUserSelfDelete) {
    throw new ConflictError("Your organisation does not let members delete their own account");
  }
  const row = await findUserWithRole(ctx, ctx.viewer.id);
  if (!row) throw new NotFoundError("User");
  if (!row.user.passwordHash || !(await verifyPassword(row.user.passwordHash, password))) {
    throw new WrongPasswordError();
  }
  await inTransaction(ctx.db, async (tx) => {
    await keepAnAdmin(tx, ctx, row.user, row.role, null);
    await changeStatusOfUser({ db: tx, tenant: ctx.tenant }, row.user.id, "deleted");
  });
  await endUserSessions(ctx, row.user.id, "deactivated");
  return true;
}
