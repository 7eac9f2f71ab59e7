import { ACCESS, crumb, defineFeature, page } from "../navigation/index.ts";

const programsCrumb = crumb("nav.admin.programs", { to: "/admin/programs" });

/**
 * Programmes (issue 18, lane F; docs/programs.md): /admin/programs and the startup and user
 * assignations, for PROGRAM:CREATE among the programme managers (staff too). The incubator plans
 * (programs/incubator-plans) are the milestones feature's; the evaluation assignation the
 * evaluations feature's.
 */
export const programsFeature = defineFeature({
  name: "programs",
  routes: {
    programmeAdmin: [
      {
        path: "programs",
        handle: { access: ACCESS.programs, crumbs: [crumb("nav.admin.programs")] },
        lazy: page(() => import("./routes/programs.route.tsx")),
      },
      {
        path: "programs/startup-assignations",
        handle: { access: ACCESS.programs, crumbs: [programsCrumb, crumb("crumb.startupAssignations")] },
        lazy: page(() => import("./routes/startup-assignations.route.tsx")),
      },
      {
        path: "programs/user-assignations",
        handle: { access: ACCESS.programs, crumbs: [programsCrumb, crumb("crumb.userAssignations")] },
        lazy: page(() => import("./routes/user-assignations.route.tsx")),
      },
    ],
  },
  menu: {
    administration: [
      {
        order: 20,
        key: "admin.programs",
        name: "nav.admin.programs",
        to: "/admin/programs",
        rule: { ...ACCESS.programmeAdmin, ...ACCESS.programs },
      },
    ],
  },
  messages: import.meta.glob<Record<string, string>>("./locales/*.json", { import: "default" }),
});

declare module "../../lib/i18n/message-id.ts" {
  interface MessageCatalogue {
    programs: keyof typeof import("./locales/en.json");
  }
}
