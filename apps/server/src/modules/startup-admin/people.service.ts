import type { RoleType } from "@launchpad/domain";
import { z } from "zod";
import { parseInput } from "../../http/validation.ts";
import type { ServiceContext } from "../../service-context.ts";
import { searchCommunity } from "../users/index.ts";
import { SUPPORTER_ROLES } from "./startup-admin.access.ts";

/**
 * The people the startups administration picks (docs/admin-startups.md): supporters to
 * assign (the team and the network: coaches, mentors, experts, staff, admins) and
 * cofounders for a new startup's members. Active people only (the community's rule).
 */
export type PickablePerson = {
  id: string;
  fullName: string;
  email: string;
  roleType: RoleType;
  roleName: string;
};

const GROUPS = { SUPPORTERS: SUPPORTER_ROLES, COFOUNDERS: ["Cofounder"] as RoleType[] } as const;
export type PeopleGroup = keyof typeof GROUPS;

const argsSchema = z.object({
  group: z.enum(["SUPPORTERS", "COFOUNDERS"]),
  search: z.string().trim().max(100, "At most 100 characters").nullish(),
  limit: z.number().int().min(1).max(50, "At most 50").nullish(),
});

export async function pickablePeople(ctx: ServiceContext, args: unknown): Promise<PickablePerson[]> {
  const q = parseInput(argsSchema, args);
  const { rows } = await searchCommunity(ctx, {
    search: q.search || undefined,
    roleTypes: [...GROUPS[q.group]],
    offset: 0,
    limit: q.limit ?? 20,
  });
  return rows.map(({ user, role }) => ({
    id: user.id,
    fullName: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    roleType: role.type,
    roleName: role.label,
  }));
}

/** Which of some user ids are active supporters of the tenant. */
export async function supportersAmong(
  ctx: Pick<ServiceContext, "db" | "tenant">,
  ids: readonly string[],
): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const { rows } = await searchCommunity(ctx as ServiceContext, {
    ids: unique,
    roleTypes: [...SUPPORTER_ROLES],
    offset: 0,
    limit: unique.length,
  });
  return rows.map((r) => r.user.id);
}
