import { Loader } from "@mantine/core";
import { MessagesGate } from "../../../lib/i18n/messages-gate.tsx";
import { NotificationSettingsPage } from "../components/notification-settings-page.tsx";
import { PANEL_MESSAGES } from "../lib/panel-messages.ts";

/** /profile/settings/notifications: the user's notification channels and digest. */
export function Component() {
  return (
    <MessagesGate areas={PANEL_MESSAGES} loading={<Loader aria-busy="true" />}>
      <NotificationSettingsPage />
    </MessagesGate>
  );
}
