import { ACCESS, crumb, defineFeature, page } from "../navigation/index.ts";

/**
 * The startups administration (issue 18, lane E, docs/admin-startups.md): /admin/startups,
 * its filters, batch operations and "New startup". For the programme managers (admins,
 * sub-admins and staff: programmeAdmin); the server checks the same and each action's key.
 */
export const adminStartupsFeature = defineFeature({
  name: "admin-startups",
  routes: {
    programmeAdmin: [
      {
        path: "startups",
        handle: { crumbs: [crumb("nav.admin.startups")] },
        lazy: page(() => import("./routes/admin-startups.route.tsx")),
      },
    ],
  },
  menu: {
    administration: [
      {
        order: 10,
        key: "admin.startups",
        name: "nav.admin.startups",
        to: "/admin/startups",
        rule: ACCESS.programmeAdmin,
      },
    ],
  },
  messages: import.meta.glob<Record<string, string>>("./locales/*.json", { import: "default" }),
});

declare module "../../lib/i18n/message-id.ts" {
  interface MessageCatalogue {
    "admin-startups": keyof typeof import("./locales/en.json");
  }
}
