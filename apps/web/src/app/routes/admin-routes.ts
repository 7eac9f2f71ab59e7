import type { RouteObject } from "react-router";
import { ACCESS } from "../../features/navigation/index.ts";
import type { MessageId } from "../../lib/i18n/message-id.ts";
import { crumb, page, redirectIndex, section, unavailable } from "./route-helpers.ts";

const SETTINGS_NOT_YET: readonly [path: string, labelId: MessageId][] = [
  ["metrics", "nav.settings.metrics"],
  ["mentormatching", "nav.settings.mentormatching"],
];

const settingsPage = (path: string, labelId: MessageId, load: () => Promise<object>): RouteObject => ({
  path,
  handle: { crumbs: [crumb(labelId)] },
  lazy: page(load),
});

/** Administration (spec-1 §2, spec-2 §2): the form editor and the e-mail content editor are full screen. */
export const adminRoutes: RouteObject[] = [
  section("admin", { access: ACCESS.administration, crumbs: [crumb("nav.administration", { to: null })] }, [
    unavailable("startups", { crumbs: [crumb("nav.admin.startups")] }),
    unavailable("programs", { crumbs: [crumb("nav.admin.programs")] }, [
      unavailable("incubator-plans", { crumbs: [crumb("crumb.incubatorPlans")] }),
      unavailable("evaluation-assignation", { crumbs: [crumb("crumb.evaluationAssignation")] }),
      unavailable("startup-assignations", { crumbs: [crumb("crumb.startupAssignations")] }),
      unavailable("user-assignations", { crumbs: [crumb("crumb.userAssignations")] }),
    ]),
    unavailable("metrics/data-collection", { crumbs: [crumb("nav.admin.metrics")] }),
    unavailable("data-assets/*", { access: ACCESS.dataAssets, crumbs: [crumb("nav.admin.dataAssets")] }),
    unavailable("forms", { crumbs: [crumb("nav.admin.forms")] }, [
      unavailable("new", { fullScreen: true, crumbs: [crumb("crumb.newForm")] }),
      unavailable(":id/edit", { fullScreen: true, crumbs: [crumb("crumb.editForm")] }),
    ]),
    unavailable("emails", { crumbs: [crumb("nav.admin.emails")] }, [
      unavailable("template/create", { crumbs: [crumb("crumb.newTemplate")] }),
      unavailable("template/:id", { crumbs: [crumb("crumb.template")] }),
      unavailable("content/:id", { fullScreen: true, crumbs: [crumb("crumb.emailContent")] }),
    ]),
    section(
      "user-management",
      { access: ACCESS.userManagement, crumbs: [crumb("nav.admin.userManagement")] },
      [
        { index: true, lazy: page(() => import("../../features/user-management/routes/users.route.tsx")) },
        {
          path: "mentors",
          handle: { crumbs: [crumb("crumb.mentors")] },
          lazy: page(() => import("../../features/user-management/routes/mentors.route.tsx")),
        },
      ],
    ),
    unavailable("chat-management", { crumbs: [crumb("nav.admin.chatManagement")] }),
    section("settings", { access: ACCESS.settings, crumbs: [crumb("nav.admin.settings", { to: null })] }, [
      redirectIndex("general"),
      settingsPage(
        "general",
        "nav.settings.general",
        () => import("../../features/admin-settings/routes/general.route.tsx"),
      ),
      settingsPage(
        "branding",
        "nav.settings.branding",
        () => import("../../features/admin-settings/routes/branding.route.tsx"),
      ),
      settingsPage(
        "plan",
        "nav.settings.plan",
        () => import("../../features/admin-settings/routes/plan.route.tsx"),
      ),
      settingsPage(
        "roles",
        "nav.settings.roles",
        () => import("../../features/admin-roles/routes/roles.route.tsx"),
      ),
      settingsPage(
        "permissions",
        "nav.settings.permissions",
        () => import("../../features/admin-roles/routes/permissions.route.tsx"),
      ),
      ...SETTINGS_NOT_YET.map(([path, labelId]) => unavailable(path, { crumbs: [crumb(labelId)] })),
    ]),
  ]),
];
