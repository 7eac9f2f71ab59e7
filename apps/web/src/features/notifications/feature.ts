import { crumb, defineFeature, page } from "../navigation/index.ts";
import { NotificationsBell } from "./components/notifications-bell.tsx";

/**
 * Notifications (spec-1 §2 top bar, §4): the bell with its panel in the top bar's
 * `notifications` slot, and the user's channels at /profile/settings/notifications.
 */
export const notificationsFeature = defineFeature({
  name: "notifications",
  topBar: { notifications: NotificationsBell },
  routes: {
    profileSettings: [
      {
        path: "notifications",
        handle: { crumbs: [crumb("notifications.crumb")] },
        lazy: page(() => import("./routes/notification-settings.route.tsx")),
      },
    ],
  },
  messages: import.meta.glob<Record<string, string>>("./locales/*.json", { import: "default" }),
});

declare module "../../lib/i18n/message-id.ts" {
  interface MessageCatalogue {
    notifications: keyof typeof import("./locales/en.json");
    /** The panel's and settings page's texts, loaded with them (lib/panel-messages.tsx). */
    notificationsPanel: keyof typeof import("./panel-locales/en.json");
  }
}
