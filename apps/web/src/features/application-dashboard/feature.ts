import { ACCESS, crumb, defineFeature, page } from "../navigation/index.ts";

/**
 * The applications dashboard (issue 17, lane G, docs/application-dashboard.md):
 * /application/dashboard for APPLICATION_DASHBOARD with the dashboard feature on (spec-2 §2),
 * and the messages of the Excel export button the overview's header shows (index.ts).
 */
export const applicationDashboardFeature = defineFeature({
  name: "application-dashboard",
  routes: {
    signedIn: [
      {
        path: "application/dashboard",
        handle: {
          access: ACCESS.applicationsDashboard,
          crumbs: [
            crumb("nav.applications", { to: "/application/overview", access: ACCESS.applicationsOverview }),
            crumb("crumb.dashboard"),
          ],
        },
        lazy: page(() => import("./routes/dashboard.route.tsx")),
      },
    ],
  },
  messages: import.meta.glob<Record<string, string>>("./locales/*.json", { import: "default" }),
});

declare module "../../lib/i18n/message-id.ts" {
  interface MessageCatalogue {
    "application-dashboard": keyof typeof import("./locales/en.json");
  }
}
