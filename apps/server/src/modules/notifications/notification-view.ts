import {
  isNotificationType,
  NOTIFICATION_ICONS,
  type NotificationIcon,
  type NotificationValues,
  notificationLink,
  notificationValues,
} from "@launchpad/domain/notifications";

/** A notification as the panel and the subscription show it (spec-1 §3 Notification). */
export type NotificationView = {
  id: string;
  /** One of NOTIFICATION_TYPES; another name (a newer server's, during a deploy) shows a plain line. */
  type: string;
  isRead: boolean;
  createdAt: Date;
  values: NotificationValues;
  /** Where clicking it goes. */
  url: string;
  icon: NotificationIcon;
};

type Stored = {
  id: string;
  type: string;
  isRead: boolean;
  createdAt: Date | string;
  payload: Record<string, unknown> | null;
};

/** Names rows kept before the catalogue (issue 6 wrote meetingRescheduled for meetingChanged). */
const RENAMED: Record<string, string> = { meetingRescheduled: "meetingChanged" };

/** A stored row (or a live event) as a view. */
export function viewOf(row: Stored): NotificationView {
  const type = RENAMED[row.type] ?? row.type;
  const values = notificationValues(row.payload);
  return {
    id: row.id,
    type,
    isRead: row.isRead,
    createdAt: new Date(row.createdAt),
    values,
    url: isNotificationType(type) ? notificationLink(type, values) : "/",
    icon: isNotificationType(type) ? NOTIFICATION_ICONS[type] : "warning",
  };
}
