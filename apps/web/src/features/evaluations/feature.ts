import { crumb, defineFeature, page } from "../navigation/index.ts";

/**
 * Evaluations (issue 17, decision 050): /admin/programs/evaluation-assignation (for the
 * team), and the messages of the evaluator's panel and the
 * scores panel that the application's file shows (their components are the door, index.ts).
 */
export const evaluationsFeature = defineFeature({
  name: "evaluations",
  routes: {
    // In the signed-in area rather than the administration section (Admin, Admin & Coach,
    // Sub-Admin only): staff with APPLICATION_FLOW:EDIT assign evaluators too. The server
    // checks the funnel right on every call.
    signedIn: [
      {
        path: "admin/programs/evaluation-assignation",
        handle: {
          access: { roles: "staff" },
          crumbs: [crumb("nav.admin.programs", { to: null }), crumb("crumb.evaluationAssignation")],
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
