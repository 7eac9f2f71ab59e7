import { ACCESS, crumb, defineFeature, page } from "../navigation/index.ts";
import { CalendarPanelButton } from "./components/calendar-panel-button.tsx";

/**
 * The viewer's meetings by month and day (/calendar) with their personal feed, and the top
 * bar's calendar slide-over (the `calendar` slot; its panel loads when first opened).
 */
export const calendarFeature = defineFeature({
  name: "calendar",
  topBar: { calendar: CalendarPanelButton },
  routes: {
    signedIn: [
      {
        path: "calendar",
        handle: { access: ACCESS.calendar, crumbs: [crumb("crumb.calendar")] },
        lazy: page(() => import("./routes/calendar.route.tsx")),
      },
    ],
  },
  messages: import.meta.glob<Record<string, string>>("./locales/*.json", { import: "default" }),
});

declare module "../../lib/i18n/message-id.ts" {
  interface MessageCatalogue {
    calendar: keyof typeof import("./locales/en.json");
    /** The panel's and the feed section's texts, loaded with them (lib/panel-messages.ts). */
    calendarPanel: keyof typeof import("./panel-locales/en.json");
  }
}
