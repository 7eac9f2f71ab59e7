import type { ServiceContext } from "../../service-context.ts";
import { findPendingMinutes } from "./booking.repository.ts";

/**
 * The minutes still to come of some startups' connections: the debited minutes of their live
 * meetings that are not over yet, per startup and host ({ startupId, userId, minutes }).
 */
export function pendingMinutesOfStartups(
  ctx: Pick<ServiceContext, "db" | "tenant" | "clock">,
  startupIds: string[],
) {
  return findPendingMinutes(ctx.db, ctx.tenant, startupIds, ctx.clock.now());
}
