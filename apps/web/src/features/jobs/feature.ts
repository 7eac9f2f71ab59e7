import { ACCESS, crumb, defineFeature, page } from "../navigation/index.ts";

/** /admin/settings/jobs: the organisation's background jobs (e-mail delivery, reminders…) for admins. */
export const jobsFeature = defineFeature({
  name: "jobs",
  routes: {
    adminSettings: [
      {
        path: "jobs",
        handle: { crumbs: [crumb("jobs.nav")] },
        lazy: page(() => import("./routes/jobs.route.tsx")),
      },
    ],
  },
  menu: {
    adminSettings: [
      {
        order: 90,
        key: "admin.settings.jobs",
        name: "jobs.nav",
        to: "/admin/settings/jobs",
        rule: ACCESS.settings,
      },
    ],
  },
  messages: import.meta.glob<Record<string, string>>("./locales/*.json", { import: "default" }),
});

declare module "../../lib/i18n/message-id.ts" {
  interface MessageCatalogue {
    jobs: keyof typeof import("./locales/en.json");
  }
}
