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
import { inTransaction } from "../../db/client.ts";
import { programs, type RoleRow, startups, type UserRow } from "../../db/schema/index.ts";
import type { GraphQLContext } from "../../graphql/context.ts";
import {
  AuthenticationRequiredError,
  ConflictError,
  NotFoundError,
  ValidationError,
} from "../../graphql/errors.ts";
import { parseInput } from "../../http/validation.ts";
import { verifyPassword } from "../auth/password.ts";
import { findIncubator } from "../incubator/incubator.repository.ts";
import { startupScope } from "../permissions/access.ts";
import { requireSeatFor } from "../plan/plan.service.ts";
import { findRole } from "../roles/roles.repository.ts";
import { announceAccessChanged } from "../roles/roles.service.ts";
import { endUserSessions } from "../sessions/sessions.service.ts";
import { aloneInTheirStartups, relationsOfUsers } from "../startups/index.ts";
import {
  assignedStartupIdsOf,
  countOtherActiveAdmins,
  existingIds,
  findUserWithRole,
  listUsers,
  lockAdmins,
  replaceAssignedStartups,
  replacePrograms,
  setUserRole,
  setUserStatus,
} from "./user-management.repository.ts";

/**
 * User management (/admin/user-management): list, change roles, deactivate, delete,
 * assign startups and programmes. Rules: an organisation keeps at least one active
 * admin; nobody deactivates or deletes themselves here; a role change that moves a user
 * into a limited category (employee, network, evaluator) must fit the plan; the System
 * role is for automation and is never given to a person. Deactivating or deleting ends
 * the user's sessions at once.
 */
type Ctx = GraphQLContext;

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

export async function managedUser(ctx: Ctx, id: string): Promise<ManagedUser> {
  const row = await findUserWithRole(ctx.db, ctx.tenant, id);
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
  const { total, rows } = await listUsers(
    ctx.db,
    ctx.tenant,
    {
      ...(filter.search ? { search: filter.search } : {}),
      ...(filter.roleIds?.length ? { roleIds: filter.roleIds } : {}),
      ...(roleTypes ? { roleTypes } : {}),
      ...(filter.statuses?.length ? { statuses: filter.statuses } : {}),
    },
    offset,
    limit,
  );
  return { total, items: await toManaged(ctx, rows) };
}

const LAST_ADMIN_MESSAGE = "The organisation must keep at least one active admin";

/** Within the admin lock: refuses a change that would leave no active admin. */
async function keepAnAdmin(tx: Ctx["db"], ctx: Ctx, user: UserRow, role: RoleRow, nextType: RoleType | null) {
  await lockAdmins(tx, ctx.tenant);
  if (role.type !== "Admin" || user.status !== "active" || nextType === "Admin") return;
  if ((await countOtherActiveAdmins(tx, ctx.tenant, user.id)) === 0)
    throw new ConflictError(LAST_ADMIN_MESSAGE);
}

export async function changeUserRole(ctx: Ctx, userId: string, roleId: string): Promise<ManagedUser> {
  const current = await findUserWithRole(ctx.db, ctx.tenant, userId);
  if (!current) throw new NotFoundError("User");
  const next = await findRole(ctx.db, ctx.tenant, roleId);
  if (!next) throw new NotFoundError("Role");
  if (next.type === "System")
    throw new ValidationError({ roleId: "The System role cannot be given to a person" });
  if (current.role.id === next.id) return managedUser(ctx, userId);
  if (userCategory(current.role.type) !== userCategory(next.type)) await requireSeatFor(ctx, next.type);
  await inTransaction(ctx.db, async (tx) => {
    await keepAnAdmin(tx, ctx, current.user, current.role, next.type);
    await setUserRole(tx, ctx.tenant, userId, next.id);
  });
  announceAccessChanged(ctx, { userId, reason: "ROLE_CHANGED" });
  return managedUser(ctx, userId);
}

async function otherUser(ctx: Ctx, userId: string, verb: string) {
  const row = await findUserWithRole(ctx.db, ctx.tenant, userId);
  if (!row || row.user.status === "deleted") throw new NotFoundError("User");
  if (row.user.id === ctx.viewer?.id) throw new ConflictError(`You cannot ${verb} your own account here`);
  return row;
}

export async function deactivateUser(ctx: Ctx, userId: string): Promise<ManagedUser> {
  const { user, role } = await otherUser(ctx, userId, "deactivate");
  await inTransaction(ctx.db, async (tx) => {
    await keepAnAdmin(tx, ctx, user, role, null);
    await setUserStatus(tx, ctx.tenant, userId, "unactive");
  });
  await endUserSessions(ctx, userId, "deactivated");
  return managedUser(ctx, userId);
}

export async function reactivateUser(ctx: Ctx, userId: string): Promise<ManagedUser> {
  const { user } = await otherUser(ctx, userId, "reactivate");
  if (user.status !== "unactive") throw new ConflictError("Only a deactivated user can be reactivated");
  await setUserStatus(ctx.db, ctx.tenant, userId, user.validated ? "active" : "pending");
  return managedUser(ctx, userId);
}

export async function deleteUser(ctx: Ctx, userId: string): Promise<boolean> {
  const { user, role } = await otherUser(ctx, userId, "delete");
  await inTransaction(ctx.db, async (tx) => {
    await keepAnAdmin(tx, ctx, user, role, null);
    await setUserStatus(tx, ctx.tenant, userId, "deleted");
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
  const target = await findUserWithRole(ctx.db, ctx.tenant, userId);
  if (!target || target.user.status === "deleted") throw new NotFoundError("User");
  const found = await existingIds(ctx.db, ctx.tenant, startups, wanted);
  if (found.length !== wanted.length) throw new NotFoundError("Startup");
  const scope = await startupScope(ctx, "STARTUP/ASSIGNATION_MEMBERS:EDIT");
  const inScope = (id: string) => scope === "ALL" || scope.includes(id);
  const outside = wanted.filter((id) => !inScope(id));
  if (outside.length > 0) throw new NotFoundError("Startup");
  const before = await assignedStartupIdsOf(ctx.db, ctx.tenant, userId);
  const add = wanted.filter((id) => !before.includes(id));
  const remove = before.filter((id) => !wanted.includes(id) && inScope(id));
  await inTransaction(ctx.db, (tx) => replaceAssignedStartups(tx, ctx.tenant, userId, add, remove));
  return managedUser(ctx, userId);
}

export async function setUserPrograms(ctx: Ctx, userId: string, input: unknown): Promise<ManagedUser> {
  const wanted = [...new Set(parseInput(idsSchema("programs"), input))];
  const target = await findUserWithRole(ctx.db, ctx.tenant, userId);
  if (!target || target.user.status === "deleted") throw new NotFoundError("User");
  const found = await existingIds(ctx.db, ctx.tenant, programs, wanted);
  if (found.length !== wanted.length) throw new NotFoundError("Program");
  await inTransaction(ctx.db, (tx) => replacePrograms(tx, ctx.tenant, userId, wanted));
  return managedUser(ctx, userId);
}

const WRONG_PASSWORD = "Wrong password";

/**
 * A user deletes their own account, when the organisation allows it (allowUserSelfDelete).
 * The password confirms it is them; the last active admin cannot leave. Their sessions end.
 */
export async function deleteOwnAccount(ctx: Ctx, password: string): Promise<boolean> {
  if (!ctx.viewer) throw new AuthenticationRequiredError();
  const incubator = await findIncubator(ctx.db, ctx.tenant);
  if (!incubator?.allowUserSelfDelete) {
    throw new ConflictError("Your organisation does not let members delete their own account");
  }
  const row = await findUserWithRole(ctx.db, ctx.tenant, ctx.viewer.id);
  if (!row) throw new NotFoundError("User");
  if (!row.user.passwordHash || !(await verifyPassword(row.user.passwordHash, password))) {
    throw new ValidationError({ password: WRONG_PASSWORD }, WRONG_PASSWORD);
  }
  await inTransaction(ctx.db, async (tx) => {
    await keepAnAdmin(tx, ctx, row.user, row.role, null);
    await setUserStatus(tx, ctx.tenant, row.user.id, "deleted");
  });
  await endUserSessions(ctx, row.user.id, "deactivated");
  return true;
}
