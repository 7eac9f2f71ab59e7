import { NotificationSettingsPage } from "../components/notification-settings-page.tsx";

/** /profile/settings/notifications: the user's notification channels and digest. */
export function Component() {
  return <NotificationSettingsPage />;
}
