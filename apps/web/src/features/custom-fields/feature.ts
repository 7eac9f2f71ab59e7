import { ACCESS, crumb, defineFeature, page } from "../navigation/index.ts";

/**
 * Custom fields (issue 16, docs/custom-fields.md): /setup/fields and its full-screen editor,
 * /setup/profile-fields, and each profile's layout overview. The layout builder
 * (/setup/profiles/entity/:id/builder) is the form builder's; "Profile details" on a
 * person's profile comes through the door (index.ts).
 */
export const customFieldsFeature = defineFeature({
  name: "custom-fields",
  routes: {
    setup: [
      {
        path: "fields",
        handle: { crumbs: [crumb("nav.setup.fields")] },
        children: [
          { index: true, lazy: page(() => import("./routes/fields.route.tsx")) },
          {
            path: ":id",
            handle: { fullScreen: true, crumbs: [crumb("crumb.field")] },
            lazy: page(() => import("./routes/field-editor.route.tsx")),
          },
        ],
      },
      {
        path: "profile-fields",
        handle: { access: ACCESS.customFields, crumbs: [crumb("nav.setup.profileFields")] },
        lazy: page(() => import("./routes/profile-fields.route.tsx")),
      },
      {
        path: "profiles/entity/:entity/overview",
        handle: {
          access: ACCESS.customFields,
          crumbs: [
            crumb("nav.setup.profileFields", { to: "/setup/profile-fields" }),
            crumb("crumb.profileOverview"),
          ],
        },
        lazy: page(() => import("./routes/profile-overview.route.tsx")),
      },
    ],
  },
  menu: {
    setup: [
      {
        order: 30,
        key: "setup.profileFields",
        name: "nav.setup.profileFields",
        to: "/setup/profile-fields",
        rule: ACCESS.customFields,
      },
      { order: 40, key: "setup.fields", name: "nav.setup.fields", to: "/setup/fields", rule: ACCESS.setup },
    ],
  },
  messages: import.meta.glob<Record<string, string>>("./locales/*.json", { import: "default" }),
});

declare module "../../lib/i18n/message-id.ts" {
  interface MessageCatalogue {
    customFields: keyof typeof import("./locales/en.json");
  }
}
