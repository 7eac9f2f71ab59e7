import { displayRoleLabel, type RoleType } from "@launchpad/domain";
import { z } from "zod";
import type { GraphQLContext } from "../../graphql/context.ts";
import { parseInput } from "../../http/validation.ts";
import {
  findConnectedStartupIds,
  findPeopleOfStartups,
  findProgramStartupIds,
} from "../permissions/access.repository.ts";
import { requireAccess } from "../permissions/access.ts";
import { aloneInTheirStartups, relationsOfUsers } from "../startups/index.ts";
import { listPeople, listPrograms, listStartups } from "./directory.repository.ts";

/**
 * The startup and community lists, narrowed by the viewer's role visibility (spec-2 §6):
 * startupAccess ALL (every startup), ASSIGNED (their own and assigned startups), NONE,
 * SELECTED (the startups of their programmes); userAccess ALL, ASSIGNED (the people of
 * their startups: cofounders and assigned supporters), NONE, SELECTED (the role types the
 * role lists). docs/permissions.md explains the choice.
 */
type Ctx = GraphQLContext;

export function programs(ctx: Ctx) {
  return listPrograms(ctx.db, ctx.tenant);
}

async function visibleStartupIds(ctx: Ctx): Promise<string[] | undefined> {
  const access = await requireAccess(ctx);
  switch (access.startupAccess.visibilitySettings) {
    case "ALL":
      return undefined;
    case "NONE":
      return [];
    case "SELECTED":
      return findProgramStartupIds(ctx.db, ctx.tenant, access.userId);
    default:
      return findConnectedStartupIds(ctx.db, ctx.tenant, access.userId);
  }
}

const searchSchema = z.object({ search: z.string().trim().max(200, "At most 200 characters").nullish() });

export async function startups(ctx: Ctx, search: unknown) {
  const text = parseInput(searchSchema, { search }).search ?? undefined;
  return listStartups(ctx.db, ctx.tenant, text || undefined, await visibleStartupIds(ctx));
}

const pageSchema = z.object({
  offset: z.number().int().min(0, "offset must be 0 or more"),
  limit: z.number().int().min(1, "limit must be at least 1").max(100, "limit is at most 100"),
});

export async function community(ctx: Ctx, search: unknown, page: { offset: number; limit: number }) {
  const text = parseInput(searchSchema, { search }).search ?? undefined;
  const { offset, limit } = parseInput(pageSchema, page);
  const access = await requireAccess(ctx);
  const scope: { ids?: string[]; roleTypes?: RoleType[] } = {};
  switch (access.userAccess.visibilitySettings) {
    case "NONE":
      scope.ids = [];
      break;
    case "SELECTED":
      scope.roleTypes = access.userAccess.roles as RoleType[];
      break;
    case "ASSIGNED": {
      const mine = await findConnectedStartupIds(ctx.db, ctx.tenant, access.userId);
      scope.ids = await findPeopleOfStartups(ctx.db, ctx.tenant, mine);
      break;
    }
  }
  const { total, rows } = await listPeople(ctx.db, ctx.tenant, {
    ...(text ? { search: text } : {}),
    ...scope,
    offset,
    limit,
  });
  const rel = await relationsOfUsers(
    ctx,
    rows.map((r) => r.user.id),
  );
  return {
    total,
    items: rows.map(({ user, role }) => ({
      id: user.id,
      fullName: `${user.firstName} ${user.lastName}`.trim(),
      roleType: role.type,
      roleLabel: displayRoleLabel(role, aloneInTheirStartups(rel, user.id)),
      headline: user.headline,
      avatar: user.avatar,
    })),
  };
}
