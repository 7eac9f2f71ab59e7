/** The notifications module's door: `notify` is how every module tells people (docs/notifications.md). */
export type { NotificationView } from "./notification-view.ts";
export { type NotifyInput, notify } from "./notify.service.ts";
export type { NotifyContext } from "./notify-context.ts";
