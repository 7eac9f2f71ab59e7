import { ACCESS, crumb, defineFeature, page, section } from "../navigation/index.ts";

/**
 * The form builder (issue 16; spec-2 §2 /admin/forms, /admin/forms/new, /admin/forms/:id/edit,
 * spec-1 §2 /setup/forms/:baseId/compare/:compareId and /setup/profiles/entity/:id/builder,
 * where `:id` is the profile's entity, user or startup). The editors are full screen (no top
 * bar). Who may read, create or edit a form depends on its kind (FORM:* for most,
 * EVALUATION_PARAMETER_EDITOR:* for evaluation forms): the server decides per form, the list
 * offers only the kinds the viewer may create. The texts load with the pages
 * (builder-locales, MessagesGate), not with the signed-in area.
 */
export const formBuilderFeature = defineFeature({
  name: "form-builder",
  routes: {
    admin: [
      section("forms", { crumbs: [crumb("nav.admin.forms")] }, [
        { index: true, lazy: page(() => import("./routes/forms.route.tsx")) },
        {
          path: "new",
          handle: { fullScreen: true, crumbs: [crumb("crumb.newForm")] },
          lazy: page(() => import("./routes/form-new.route.tsx")),
        },
        {
          path: ":id/edit",
          handle: { fullScreen: true, crumbs: [crumb("crumb.editForm")] },
          lazy: page(() => import("./routes/form-edit.route.tsx")),
        },
      ]),
    ],
    setup: [
      {
        path: "forms/:baseId/compare/:compareId",
        handle: { fullScreen: true, crumbs: [crumb("crumb.formComparison")] },
        lazy: page(() => import("./routes/form-compare.route.tsx")),
      },
      section(
        "profiles/entity",
        {
          access: ACCESS.customFields,
          crumbs: [crumb("nav.setup.profileFields", { to: "/setup/profile-fields" })],
        },
        [
          {
            path: ":id/builder",
            handle: { fullScreen: true, crumbs: [crumb("crumb.profileBuilder")] },
            lazy: page(() => import("./routes/profile-builder.route.tsx")),
          },
        ],
      ),
    ],
  },
  menu: {
    administration: [{ order: 50, key: "admin.forms", name: "nav.admin.forms", to: "/admin/forms" }],
  },
});
