import type { ServiceContext } from "../../service-context.ts";
import { insertNotifications, type NewNotification } from "./notifications.repository.ts";

/**
 * Records in-app notifications for users of the tenant (meetingScheduled, icsFeedFailed, …).
 * `ctx.db` may be a transaction: the notifications then stand or fall with the change they
 * announce.
 */
export function recordNotifications(ctx: Pick<ServiceContext, "db" | "tenant">, rows: NewNotification[]) {
  return insertNotifications(ctx.db, ctx.tenant, rows);
}
