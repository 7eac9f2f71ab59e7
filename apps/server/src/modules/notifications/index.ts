/** The notifications module's door. */
export type { NewNotification } from "./notifications.repository.ts";
export { recordNotifications } from "./notifications.service.ts";
