import type { RouteObject } from "react-router";
import { ACCESS } from "../../features/navigation/index.ts";
import type { MessageId } from "../../lib/i18n/message-id.ts";
import { crumb, redirectIndex, section, unavailable } from "./route-helpers.ts";

const SETTINGS: readonly [path: string, labelId: MessageId][] = [
  ["general", "nav.settings.general"],
  ["branding", "nav.settings.branding"],
  ["metrics", "nav.settings.metrics"],
  ["permissions", "nav.settings.permissions"],
  ["plan", "nav.settings.plan"],
  ["mentormatching", "nav.settings.mentormatching"],
];

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
    unavailable("user-management", { crumbs: [crumb("nav.admin.userManagement")] }, [
      unavailable("mentors", { crumbs: [crumb("crumb.mentors")] }),
    ]),
    unavailable("chat-management", { crumbs: [crumb("nav.admin.chatManagement")] }),
    section("settings", { access: ACCESS.settings, crumbs: [crumb("nav.admin.settings", { to: null })] }, [
      redirectIndex("general"),
      ...SETTINGS.map(([path, labelId]) => unavailable(path, { crumbs: [crumb(labelId)] })),
      unavailable("roles", { access: ACCESS.customRoles, crumbs: [crumb("nav.settings.roles")] }),
    ]),
  ]),
];
