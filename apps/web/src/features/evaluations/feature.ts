import { crumb, defineFeature, page } from "../navigation/index.ts";

/**
 * Evaluations (issue 17, decision 050): /admin/programs/evaluation-assignation (the
 * administration slot's rule applies), and the messages of the evaluator's panel and the
 * scores panel that the application's file shows (their components are the door, index.ts).
 */
export const evaluationsFeature = defineFeature({
  name: "evaluations",
  routes: {
    admin: [
      {
        path: "programs/evaluation-assignation",
        handle: {
          crumbs: [
            crumb("nav.admin.programs", { to: "/admin/programs" }),
            crumb("crumb.evaluationAssignation"),
          ],
        },
        lazy: page(() => import("./routes/evaluation-assignation.route.tsx")),
      },
    ],
  },
  messages: import.meta.glob<Record<string, string>>("./locales/*.json", { import: "default" }),
});

declare module "../../lib/i18n/message-id.ts" {
  interface MessageCatalogue {
    evaluations: keyof typeof import("./locales/en.json");
  }
}
