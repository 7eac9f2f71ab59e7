import { ACCESS, crumb, defineFeature, page } from "../navigation/index.ts";

/**
 * Milestone plans (issue 18, lane D; docs/milestones.md): the startup file's milestones tab
 * (startup-file reads it through `milestonesTabPage`) and the organisation's templates at
 * /admin/programs/incubator-plans (the milestones flag; the programme managers, staff too).
 */
export const milestonesFeature = defineFeature({
  name: "milestones",
  routes: {
    programmeAdmin: [
      {
        path: "programs/incubator-plans",
        handle: {
          access: ACCESS.milestones,
          crumbs: [crumb("nav.admin.programs", { to: "/admin/programs" }), crumb("crumb.incubatorPlans")],
        },
        lazy: page(() => import("./routes/incubator-plans.route.tsx")),
      },
    ],
  },
  messages: import.meta.glob<Record<string, string>>("./locales/*.json", { import: "default" }),
});

declare module "../../lib/i18n/message-id.ts" {
  interface MessageCatalogue {
    milestones: keyof typeof import("./locales/en.json");
  }
}
