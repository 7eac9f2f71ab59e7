import { ACCESS, crumb, defineFeature, page, redirectIndex, section } from "../navigation/index.ts";

/**
 * An application's file (issue 17, lane D, docs/application-file.md): /application/:id opens
 * on its activities; its form and meeting tabs are addresses of their own. Who reads it is
 * the server's decision (its applicant, staff of its funnel, its evaluators).
 */
export const applicationFileFeature = defineFeature({
  name: "application-file",
  routes: {
    signedIn: [
      {
        ...section(
          "application/:id",
          {
            crumbs: [
              crumb("nav.applications", { to: "/application/overview", access: ACCESS.applicationsOverview }),
              crumb("nav.applications", { to: "/applications-manager", access: ACCESS.applicationsManager }),
              crumb("crumb.applicationFile"),
            ],
          },
          [
            redirectIndex("activities"),
            {
              path: "activities",
              handle: { crumbs: [crumb("crumb.activities")] },
              lazy: page(() => import("./routes/activities.route.tsx")),
            },
            {
              path: "form",
              handle: { crumbs: [crumb("crumb.form")] },
              lazy: page(() => import("./routes/form.route.tsx")),
            },
            {
              path: "meeting",
              handle: { crumbs: [crumb("crumb.meeting")] },
              lazy: page(() => import("./routes/meeting.route.tsx")),
            },
          ],
        ),
        lazy: page(() => import("./routes/application-file.route.tsx")),
      },
    ],
  },
  messages: import.meta.glob<Record<string, string>>("./locales/*.json", { import: "default" }),
});

declare module "../../lib/i18n/message-id.ts" {
  interface MessageCatalogue {
    "application-file": keyof typeof import("./locales/en.json");
  }
}
