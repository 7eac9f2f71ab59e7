import type { RouteObject } from "react-router";
import { ACCESS } from "../../features/navigation/index.ts";
import { crumb, page, redirectRoute, section, segment, unavailable } from "./route-helpers.ts";

/** Signed-in application pages of spec-1 §2; the application form itself (/application/new) is public. */
export const applicationRoutes: RouteObject[] = [
  {
    path: "applications-manager",
    handle: { access: ACCESS.applicationsManager, crumbs: [crumb("nav.applications")] },
    lazy: page(() => import("../../features/applications/routes/applications-manager.route.tsx")),
  },
  redirectRoute("my-application", () => "/applications-manager"),
  section(
    "application",
    {
      // "Applications" leads to the list each role has: the overview, or the applicant's own.
      crumbs: [
        crumb("nav.applications", { to: "/application/overview", access: ACCESS.applicationsOverview }),
        crumb("nav.applications", { to: "/applications-manager", access: ACCESS.applicationsManager }),
      ],
    },
    [
      unavailable("overview", { access: ACCESS.applicationsOverview, titleId: "nav.applications" }),
      unavailable("dashboard", { access: ACCESS.applicationsDashboard, crumbs: [crumb("crumb.dashboard")] }),
      unavailable("review", { access: ACCESS.applicationReview, crumbs: [crumb("crumb.review")] }),
      unavailable(":id", { crumbs: [crumb("crumb.applicationFile")] }, [
        unavailable("meeting", { crumbs: [crumb("crumb.meeting")] }),
        unavailable("activities", { crumbs: [crumb("crumb.activities")] }),
        unavailable("form", { crumbs: [crumb("crumb.form")] }),
        redirectRoute("show", ({ id }) => `/application/${segment(id)}/activities`),
        unavailable("forms/:round/fill", { crumbs: [crumb("crumb.fillForm")] }),
      ]),
    ],
  ),
];
