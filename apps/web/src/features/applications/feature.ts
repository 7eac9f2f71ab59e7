import { ACCESS, crumb, defineFeature, page, redirectRoute, section, segment } from "../navigation/index.ts";
import { unavailable } from "../unavailable/index.ts";
import { applicationsPublicRoutes } from "./public-routes.ts";

/**
 * Applications (spec-1 §2): the applicant's list; the overview, dashboard, review and an
 * application's file are not available yet, nor the public application form.
 */
export const applicationsFeature = defineFeature({
  name: "applications",
  routes: {
    public: applicationsPublicRoutes,
    signedIn: [
      {
        path: "applications-manager",
        handle: { access: ACCESS.applicationsManager, crumbs: [crumb("nav.applications")] },
        lazy: page(() => import("./routes/applications-manager.route.tsx")),
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
          unavailable("dashboard", {
            access: ACCESS.applicationsDashboard,
            crumbs: [crumb("crumb.dashboard")],
          }),
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
    ],
  },
  menu: {
    main: [
      {
        order: 30,
        key: "applications",
        name: "nav.applications",
        to: "/applications-manager",
        icon: "applications",
        rule: ACCESS.applicationsManager,
      },
      {
        order: 31,
        key: "applicationsOverview",
        name: "nav.applications",
        to: "/application/overview",
        match: "/application",
        icon: "applications",
        rule: ACCESS.applicationsOverview,
      },
    ],
  },
});
