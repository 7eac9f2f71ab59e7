import { ACCESS, crumb, defineFeature, page } from "../navigation/index.ts";

/** Roles and the permission matrix, in the organisation's settings. */
export const adminRolesFeature = defineFeature({
  name: "admin-roles",
  routes: {
    adminSettings: [
      {
        path: "roles",
        handle: { crumbs: [crumb("nav.settings.roles")] },
        lazy: page(() => import("./routes/roles.route.tsx")),
      },
      {
        path: "permissions",
        handle: { crumbs: [crumb("nav.settings.permissions")] },
        lazy: page(() => import("./routes/permissions.route.tsx")),
      },
    ],
  },
  menu: {
    adminSettings: [
      {
        order: 40,
        key: "admin.settings.permissions",
        name: "nav.settings.permissions",
        to: "/admin/settings/permissions",
        rule: ACCESS.settings,
      },
      {
        order: 50,
        key: "admin.settings.roles",
        name: "nav.settings.roles",
        to: "/admin/settings/roles",
        rule: ACCESS.settings,
      },
    ],
  },
  messages: import.meta.glob<Record<string, string>>("./locales/*.json", { import: "default" }),
});

declare module "../../lib/i18n/message-id.ts" {
  interface MessageCatalogue {
    "admin-roles": keyof typeof import("./locales/en.json");
  }
}
