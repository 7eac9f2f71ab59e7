import { displayRoleLabel, type RoleType } from "@launchpad/domain";
import { z } from "zod";
import { parseInput } from "../../http/validation.ts";
import type { ServiceContext } from "../../service-context.ts";
import { requireAccess } from "../permissions/index.ts";
import {
  allPrograms,
  aloneInTheirStartups,
  connectedStartupIds,
  peopleOfStartups,
  programStartupIds,
  relationsOfUsers,
  startupsByName,
} from "../startups/index.ts";
import { searchCommunity } from "../users/index.ts";
import { startupPeople } from "./startup-people.ts";

/**
 * The startup and community lists, narrowed by the viewer's role visibility (spec-2 §6):
 * startupAccess ALL (every startup), ASSIGNED (their own and assigned startups), NONE,
 * SELECTED (the startups of their programmes); userAccess ALL, ASSIGNED (the people of
 * their startups: cofounders and assigned supporters), NONE, SELECTED (the role types the
 * role lists). docs/permissions.md explains the choice.
 */
type Ctx = ServiceContext;

export function programs(ctx: Ctx) {
  return allPrograms(ctx);
}

async function visibleStartupIds(ctx: Ctx): Promise<string[] | undefined> {
  const access = await requireAccess(ctx);
  switch (access.startupAccess.visibilitySettings) {
    case "ALL":
      return undefined;
    case "NONE":
      return [];
    case "SELECTED":
      return programStartupIds(ctx, access.userId);
    default:
      return connectedStartupIds(ctx, access.userId);
  }
}

const searchSchema = z.object({ search: z.string().trim().max(200, "At most 200 characters").nullish() });

export async function startups(ctx: Ctx, search: unknown) {
  const text = parseInput(searchSchema, { search }).search ?? undefined;
  const rows = await startupsByName(ctx, {
    search: text || undefined,
    ids: await visibleStartupIds(ctx),
    limit: 500,
  });
  const people = await startupPeople(
    ctx,
    rows.map((r) => r.id),
  );
  return rows.map((s) => ({
    id: s.id,
    name: s.name,
    website: s.website,
    people: people.filter((p) => p.startupId === s.id).map(({ id, fullName }) => ({ id, fullName })),
  }));
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
      const mine = await connectedStartupIds(ctx, access.userId);
      scope.ids = await peopleOfStartups(ctx, mine);
      break;
    }
  }
  const { total, rows } = await searchCommunity(ctx, {
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
