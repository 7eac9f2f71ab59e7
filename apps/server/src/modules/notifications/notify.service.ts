import {
  isCriticalNotificationType,
  MAILED_BY_PRODUCER,
  type NotificationType,
  type NotificationValues,
} from "@launchpad/domain/notifications";
import { afterNotified } from "./digest-schedule.ts";
import { type NotificationView, viewOf } from "./notification-view.ts";
import { insertNotifications, preferencesForType } from "./notifications.repository.ts";
import type { NotifyContext } from "./notify-context.ts";

/** One notification for some users: its type, and the values its message and link need. */
export type NotifyInput = {
  type: NotificationType;
  userIds: readonly string[];
  payload: NotificationValues;
};

/**
 * The one call that notifies (docs/notifications.md): for each user, by their type × channel
 * grid (critical types always both), it records the item for the panel and/or the e-mail
 * digest, sends the live `notificationCreated` signal to the panel's users on every
 * instance, and queues their digest when they want it at once.
 *
 * Call it after the change it announces is committed, as booking does: with `ctx.db` a
 * transaction the items stand or fall with it, but the live signal may arrive first (the
 * client refetches a second later and finds nothing new, which is harmless).
 */
export async function notify(ctx: NotifyContext, input: NotifyInput): Promise<NotificationView[]> {
  const userIds = [...new Set(input.userIds)];
  if (userIds.length === 0) return [];
  const critical = isCriticalNotificationType(input.type);
  const mailedElsewhere = MAILED_BY_PRODUCER.includes(input.type);
  const changed = critical ? [] : await preferencesForType(ctx.db, ctx.tenant, userIds, input.type);
  const byUser = new Map(changed.map((p) => [p.userId, p]));
  const rows = userIds.flatMap((userId) => {
    const inApp = byUser.get(userId)?.inApp ?? true;
    const email = (byUser.get(userId)?.email ?? true) && !mailedElsewhere;
    if (!inApp && !email) return [];
    return [{ userId, type: input.type, payload: { ...input.payload }, inApp, emailPending: email }];
  });
  const created = await insertNotifications(ctx.db, ctx.tenant, rows);
  for (const row of created) {
    if (!row.inApp) continue;
    ctx.pubsub.publish("notification:created", `${ctx.tenant.id}:${row.userId}`, {
      id: row.id,
      type: row.type,
      isRead: row.isRead,
      createdAt: row.createdAt.toISOString(),
      payload: row.payload,
    });
  }
  await afterNotified(
    ctx,
    created.filter((r) => r.emailPending).map((r) => r.userId),
  );
  return created.map(viewOf);
}
