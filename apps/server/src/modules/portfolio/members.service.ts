import { MEMBER_ROLE_MAX } from "@launchpad/domain/startups";
import { z } from "zod";
import { ConflictError, ForbiddenError, NotFoundError } from "../../graphql/errors.ts";
import { parseInput } from "../../http/validation.ts";
import type { ServiceContext } from "../../service-context.ts";
import { userCard } from "../booking/index.ts";
import { inScope, startupScope } from "../permissions/index.ts";
import { roleIdsOfTypes } from "../roles/index.ts";
import {
  addStartupMemberRow,
  membersWithRoles,
  removeStartupMemberRow,
  setStartupMemberRoleRow,
} from "../startups/index.ts";
import { peopleByIdsByName, usersPage } from "../users/index.ts";
import { MEMBER_ROLES, requireCofounders } from "./people-checks.ts";
import { requireVisibleStartup, startupFile } from "./portfolio.service.ts";

/**
 * A startup's members (its cofounders) and their roles (issue 18): STARTUP/ASSIGNATION_MEMBERS:EDIT
 * in scope (a cofounder: their own startups). Only cofounders of the organisation join; the last
 * member stays (a startup without people would have no one to run it; decision 054). A user
 * added sees the file on their next request: the scope is read per request.
 */
type Ctx = ServiceContext;

const KEY = "STARTUP/ASSIGNATION_MEMBERS:EDIT";

async function requireMembersRight(ctx: Ctx, startupId: string) {
  const startup = await requireVisibleStartup(ctx, startupId);
  if (!inScope(await startupScope(ctx, KEY), startup.id))
    throw new ForbiddenError("You may not change this startup's members");
  return startup;
}

const roleSchema = z
  .string()
  .trim()
  .max(MEMBER_ROLE_MAX, `At most ${MEMBER_ROLE_MAX} characters`)
  .nullish()
  .transform((v) => (v ? v : null));

const memberSchema = z.object({ userId: z.string().min(1, "Choose a person"), role: roleSchema });

/** The file after a change; null when the viewer removed themselves and no longer sees it. */
const fileAfter = (ctx: Ctx, id: string) => startupFile(ctx, id);

export async function addStartupMember(ctx: Ctx, startupId: string, input: unknown) {
  const startup = await requireMembersRight(ctx, startupId);
  const i = parseInput(memberSchema, input);
  await requireCofounders(ctx, "userId", [i.userId]);
  await addStartupMemberRow(ctx, startup.id, i.userId, i.role);
  return fileAfter(ctx, startup.id);
}

export async function setStartupMemberRole(ctx: Ctx, startupId: string, input: unknown) {
  const startup = await requireMembersRight(ctx, startupId);
  const i = parseInput(memberSchema, input);
  if (!(await setStartupMemberRoleRow(ctx, startup.id, i.userId, i.role))) throw new NotFoundError("Member");
  return fileAfter(ctx, startup.id);
}

export async function removeStartupMember(ctx: Ctx, startupId: string, userId: string) {
  const startup = await requireMembersRight(ctx, startupId);
  const outcome = await removeStartupMemberRow(ctx, startup.id, userId);
  if (outcome === "notMember") throw new NotFoundError("Member");
  if (outcome === "last")
    throw new ConflictError("A startup keeps at least one member: add another before removing this one.");
  return fileAfter(ctx, startup.id);
}

const searchSchema = z.object({ search: z.string().trim().max(100, "At most 100 characters").nullish() });

/** Cofounders of the organisation who could join the startup (not members yet), by name; at most 20. */
export async function startupMemberCandidates(ctx: Ctx, startupId: string, search: unknown) {
  const startup = await requireMembersRight(ctx, startupId);
  const q = parseInput(searchSchema, { search });
  const [roleIds, members] = await Promise.all([
    roleIdsOfTypes(ctx, MEMBER_ROLES),
    membersWithRoles(ctx, startup.id),
  ]);
  return candidates(ctx, roleIds, new Set(members.map((m) => m.userId)), q.search ?? undefined);
}

/** Users of some roles, minus some, as cards by name (at most 20). */
export async function candidates(ctx: Ctx, roleIds: string[], except: Set<string>, search?: string) {
  const page = await usersPage(
    ctx,
    { search, roleIds, statuses: ["active", "pending"] },
    0,
    20 + except.size,
  );
  const ids = page.rows.map((u) => u.id).filter((id) => !except.has(id));
  return (await peopleByIdsByName(ctx, ids)).slice(0, 20).map(userCard);
}
