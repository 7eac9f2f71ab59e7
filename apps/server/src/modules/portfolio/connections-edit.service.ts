import { z } from "zod";
import { ForbiddenError, NotFoundError } from "../../graphql/errors.ts";
import { parseInput } from "../../http/validation.ts";
import type { ServiceContext } from "../../service-context.ts";
import { requireAccess } from "../permissions/index.ts";
import { roleIdsOfTypes } from "../roles/index.ts";
import {
  connectionsOfStartups,
  removeStartupConnectionRow,
  setStartupConnectionRow,
} from "../startups/index.ts";
import { candidates } from "./members.service.ts";
import { requireSupporters, SUPPORTER_ROLES, TEAM_CREATORS } from "./people-checks.ts";
import { requireVisibleStartup, startupConnections } from "./portfolio.service.ts";

/**
 * A startup's connections (spec-2 "Startup connection by assigned user", issue 18): the team
 * (Admin, Admin & Coach, Sub-Admin, Staff) assigns supporters to a startup in their scope
 * with an allocation of minutes, changes it, or removes the connection. The minutes already
 * used stay with the connection when its allocation changes.
 */
type Ctx = ServiceContext;

/** At most 1,000 hours a connection. */
export const MAX_ALLOCATED_MINUTES = 60_000;

async function requireConnectionsRight(ctx: Ctx, startupId: string) {
  const startup = await requireVisibleStartup(ctx, startupId);
  const access = await requireAccess(ctx);
  if (!TEAM_CREATORS.includes(access.roleType))
    throw new ForbiddenError("Only the team assigns people to a startup");
  return startup;
}

const connectionSchema = z.object({
  userId: z.string().min(1, "Choose a person"),
  minutesAllocated: z
    .number({ message: "Enter the allocated time" })
    .int("Enter whole minutes")
    .min(0, "The allocated time cannot be negative")
    .max(MAX_ALLOCATED_MINUTES, "At most 1000 hours"),
});

export async function setStartupConnection(ctx: Ctx, startupId: string, input: unknown) {
  const startup = await requireConnectionsRight(ctx, startupId);
  const i = parseInput(connectionSchema, input);
  await requireSupporters(ctx, "userId", [i.userId]);
  await setStartupConnectionRow(ctx, startup.id, i.userId, i.minutesAllocated);
  return startupConnections(ctx, startup.id);
}

export async function removeStartupConnection(ctx: Ctx, startupId: string, userId: string) {
  const startup = await requireConnectionsRight(ctx, startupId);
  if (!(await removeStartupConnectionRow(ctx, startup.id, userId))) throw new NotFoundError("Connection");
  return startupConnections(ctx, startup.id);
}

/** Supporters who could be assigned to the startup (not connected yet), by name; at most 20. */
export async function startupConnectionCandidates(ctx: Ctx, startupId: string, search: unknown) {
  const startup = await requireConnectionsRight(ctx, startupId);
  const q = parseInput(z.object({ search: z.string().trim().max(100, "At most 100 characters").nullish() }), {
    search,
  });
  const [roleIds, rows] = await Promise.all([
    roleIdsOfTypes(ctx, SUPPORTER_ROLES),
    connectionsOfStartups(ctx, [startup.id]),
  ]);
  return candidates(ctx, roleIds, new Set(rows.map((r) => r.userId)), q.search ?? undefined);
}
