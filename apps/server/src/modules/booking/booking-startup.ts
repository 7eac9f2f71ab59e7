import { isUuid } from "../../db/tenant-scope.ts";
import { NotFoundError } from "../../graphql/errors.ts";
import type { ServiceContext } from "../../service-context.ts";
import { inScope, startupScope } from "../permissions/index.ts";
import { membersOfStartups, startupNames } from "../startups/index.ts";
import { peopleByIds } from "../users/index.ts";
import type { Host } from "./booking-hosts.ts";

/** The startup a booking is made for: whose hours it may use, and whom it invites. */
type Ctx = ServiceContext;

/**
 * A startup whose hours a booking may use: the booker's own, or one in their
 * STARTUP_FILE:VIEW scope (booking for a startup from the portfolio). Else not found.
 */
export async function requireBookableStartup(ctx: Ctx, startupId: string) {
  const members = await memberIdsOf(ctx, startupId);
  if (ctx.viewer && members.includes(ctx.viewer.id)) return;
  const scope = await startupScope(ctx, "STARTUP_FILE:VIEW");
  const exists = await startupNames(ctx, [startupId]);
  if (exists.length === 0 || !inScope(scope, startupId)) throw new NotFoundError("Startup");
}

const memberIdsOf = async (ctx: Ctx, startupId: string) =>
  isUuid(startupId) ? (await membersOfStartups(ctx, [startupId])).map((m) => m.userId) : [];

/** Booking for a startup one is not a member of invites its cofounders too. */
export async function otherInvitees(ctx: Ctx, startupId: string, already: string[]): Promise<Host[]> {
  const members = await memberIdsOf(ctx, startupId);
  if (ctx.viewer && members.includes(ctx.viewer.id)) return [];
  const ids = members.filter((id) => !already.includes(id));
  return peopleByIds(ctx, ids);
}
