import { ACCESS, crumb, defineFeature, page } from "../navigation/index.ts";

/** A host's own availability and external calendar (/availability). */
export const availabilityFeature = defineFeature({
  name: "availability",
  routes: {
    signedIn: [
      {
        path: "availability",
        handle: { access: ACCESS.availability, crumbs: [crumb("crumb.availability")] },
        lazy: page(() => import("./routes/availability.route.tsx")),
      },
    ],
  },
  menu: {
    main: [
      {
        order: 60,
        key: "availabilities",
        name: "nav.availabilities",
        to: "/availability",
        icon: "availability",
        rule: { roles: "evaluators" },
      },
    ],
  },
  messages: import.meta.glob<Record<string, string>>("./locales/*.json", { import: "default" }),
});

declare module "../../lib/i18n/message-id.ts" {
  interface MessageCatalogue {
    availability: keyof typeof import("./locales/en.json");
  }
}
