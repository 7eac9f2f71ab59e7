import { ACCESS, crumb, defineFeature, page, redirectRoute, section, segment } from "../navigation/index.ts";
import { applicationsPublicRoutes } from "./public-routes.ts";

/**
 * Applications (spec-1 §2). Applying (lane B, docs/applying.md): the public page
 * /apply/program/:slug, /application/new, the applicant's /applications-manager and
 * /application/review, and the round forms at /application/:id/forms/:round/fill (:round is
 * the round's position). The other lanes' pages (overview, dashboard, an application's file)
 * take their placeholders out of here as they land.
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
          {
            path: "new",
            handle: {
              access: { permission: "APPLICATION_DRAFT:ACCESS" },
              crumbs: [crumb("crumb.newApplication")],
            },
            lazy: page(() => import("./routes/new-application.route.tsx")),
          },
          {
            path: "review",
            handle: { access: ACCESS.applicationReview, crumbs: [crumb("crumb.review")] },
            lazy: page(() => import("./routes/review.route.tsx")),
          },
          {
            path: ":id/forms/:round/fill",
            handle: { crumbs: [crumb("crumb.fillForm")] },
            lazy: page(() => import("./routes/fill.route.tsx")),
          },
          // The file itself (/application/:id/…) is the application-file feature's.
          redirectRoute(":id/show", ({ id }) => `/application/${segment(id)}/activities`),
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

declare module "../../lib/i18n/message-id.ts" {
  interface MessageCatalogue {
    /** Loaded with the pages (lib/messages.ts), the public page too, not with the signed-in area. */
    applying: keyof typeof import("./locales/en.json");
  }
}
