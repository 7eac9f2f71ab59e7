import { ACCESS, crumb, defineFeature, page } from "../navigation/index.ts";

/** The viewer's meetings by month and day (/calendar). */
export const calendarFeature = defineFeature({
  name: "calendar",
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
  }
}
