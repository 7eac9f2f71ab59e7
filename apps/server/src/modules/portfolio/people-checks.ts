import type { RoleType } from "@launchpad/domain";
import { NotFoundError } from "../../graphql/errors.ts";
import type { ServiceContext } from "../../service-context.ts";
import { peopleByIds } from "../users/index.ts";
import { fieldError } from "./portfolio-input.ts";

/**
 * Who may be what of a startup (issue 18, docs/startup-file.md): its members are cofounders
 * of the organisation; its connections are supporters — coaches, mentors, experts and the
 * team (Staff, Admin & Coach, Admin, Sub-Admin), who may be assigned startups and hours.
 */
type Ctx = Pick<ServiceContext, "db" | "tenant">;

/** The team that runs the programme: creates startups for others, assigns supporters. */
export const TEAM_CREATORS: readonly RoleType[] = ["Admin", "AdminCoach", "SubAdmin", "Staff"];

export const MEMBER_ROLES: readonly RoleType[] = ["Cofounder"];
export const SUPPORTER_ROLES: readonly RoleType[] = [
  "Coach",
  "Mentor",
  "Expert",
  "Staff",
  "AdminCoach",
  "Admin",
  "SubAdmin",
];

async function requireRoles(
  ctx: Ctx,
  path: string,
  userIds: readonly string[],
  roles: readonly RoleType[],
  message: string,
) {
  if (userIds.length === 0) return;
  const people = await peopleByIds(ctx, userIds);
  // An id of no (live) user of the organisation reads as not found (another tenant's too).
  if (people.length < new Set(userIds).size) throw new NotFoundError("User");
  const fit = new Set(people.filter((p) => roles.includes(p.role.type as RoleType)).map((p) => p.user.id));
  if (userIds.some((id) => !fit.has(id))) throw fieldError(path, message);
}

/** Refuses any id that is not a (live) cofounder of the organisation. */
export function requireCofounders(ctx: Ctx, path: string, userIds: readonly string[]) {
  return requireRoles(ctx, path, userIds, MEMBER_ROLES, "Only cofounders of the organisation can be members");
}

/** Refuses any id that is not a (live) supporter of the organisation. */
export function requireSupporters(ctx: Ctx, path: string, userIds: readonly string[]) {
  return requireRoles(
    ctx,
    path,
    userIds,
    SUPPORTER_ROLES,
    "Only coaches, mentors, experts and the team can be assigned",
  );
}
