import { ACCESS, crumb, defineFeature, page, redirectIndex } from "../navigation/index.ts";

/** The organisation's settings: general (where /admin/settings opens), branding and plan. */
export const adminSettingsFeature = defineFeature({
  name: "admin-settings",
  routes: {
    adminSettings: [
      redirectIndex("general"),
      {
        path: "general",
        handle: { crumbs: [crumb("nav.settings.general")] },
        lazy: page(() => import("./routes/general.route.tsx")),
      },
      {
        path: "branding",
        handle: { crumbs: [crumb("nav.settings.branding")] },
        lazy: page(() => import("./routes/branding.route.tsx")),
      },
      {
        path: "plan",
        handle: { crumbs: [crumb("nav.settings.plan")] },
        lazy: page(() => import("./routes/plan.route.tsx")),
      },
    ],
  },
  menu: {
    adminSettings: [
      {
        order: 10,
        key: "admin.settings.general",
        name: "nav.settings.general",
        to: "/admin/settings/general",
        rule: ACCESS.settings,
      },
      {
        order: 20,
        key: "admin.settings.branding",
        name: "nav.settings.branding",
        to: "/admin/settings/branding",
        rule: ACCESS.settings,
      },
      {
        order: 60,
        key: "admin.settings.plan",
        name: "nav.settings.plan",
        to: "/admin/settings/plan",
        rule: ACCESS.settings,
      },
    ],
  },
  messages: import.meta.glob<Record<string, string>>("./locales/*.json", { import: "default" }),
});

declare module "../../lib/i18n/message-id.ts" {
  interface MessageCatalogue {
    "admin-settings": keyof typeof import("./locales/en.json");
  }
}
