import { ACCESS, crumb, defineFeature, page } from "../navigation/index.ts";

/**
 * Leads (issue 17, lane G, spec-1 §2 /leads/transfer/:id; docs/application-dashboard.md):
 * staff transfer a community funnel's application into a startup funnel. A signed-in page
 * (decision 052): a visitor is sent to sign in and back.
 */
export const leadsFeature = defineFeature({
  name: "leads",
  routes: {
    signedIn: [
      {
        path: "leads/transfer/:id",
        handle: {
          access: ACCESS.applicationsOverview,
          crumbs: [
            crumb("nav.applications", { to: "/application/overview", access: ACCESS.applicationsOverview }),
            crumb("crumb.leadTransfer"),
          ],
        },
        lazy: page(() => import("./routes/lead-transfer.route.tsx")),
      },
    ],
  },
  messages: import.meta.glob<Record<string, string>>("./locales/*.json", { import: "default" }),
});

declare module "../../lib/i18n/message-id.ts" {
  interface MessageCatalogue {
    leads: keyof typeof import("./locales/en.json");
  }
}
