import { ACCESS, crumb, defineFeature, page, section } from "../navigation/index.ts";

/** User management (/admin/user-management) and its mentors tab. */
export const userManagementFeature = defineFeature({
  name: "user-management",
  routes: {
    admin: [
      section(
        "user-management",
        { access: ACCESS.userManagement, crumbs: [crumb("nav.admin.userManagement")] },
        [
          { index: true, lazy: page(() => import("./routes/users.route.tsx")) },
          {
            path: "mentors",
            handle: { crumbs: [crumb("crumb.mentors")] },
            lazy: page(() => import("./routes/mentors.route.tsx")),
          },
        ],
      ),
    ],
  },
  menu: {
    administration: [
      {
        order: 70,
        key: "admin.userManagement",
        name: "nav.admin.userManagement",
        to: "/admin/user-management",
        rule: ACCESS.userManagement,
      },
    ],
  },
  messages: import.meta.glob<Record<string, string>>("./locales/*.json", { import: "default" }),
});

declare module "../../lib/i18n/message-id.ts" {
  interface MessageCatalogue {
    "user-management": keyof typeof import("./locales/en.json");
  }
}
