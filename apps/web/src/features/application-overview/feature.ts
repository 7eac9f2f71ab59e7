import { ACCESS, crumb, defineFeature, page } from "../navigation/index.ts";

/**
 * /application/overview (issue 17 "Review", lane C, docs/application-overview.md): the staff's
 * and evaluators' list of applications with its filters, pages and batch actions. The queue
 * bar (index.ts) shows in an application's file.
 */
export const applicationOverviewFeature = defineFeature({
  name: "application-overview",
  routes: {
    signedIn: [
      {
        path: "application/overview",
        handle: { access: ACCESS.applicationsOverview, crumbs: [crumb("nav.applications")] },
        lazy: page(() => import("./routes/overview.route.tsx")),
      },
    ],
  },
  messages: import.meta.glob<Record<string, string>>("./locales/*.json", { import: "default" }),
});

declare module "../../lib/i18n/message-id.ts" {
  interface MessageCatalogue {
    "application-overview": keyof typeof import("./locales/en.json");
  }
}
