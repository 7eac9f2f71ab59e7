import type { Params } from "react-router";
import {
  ACCESS,
  crumb,
  defineFeature,
  inRoleSet,
  page,
  redirectIndex,
  redirectRoute,
  section,
} from "../navigation/index.ts";
import { startupTasksPage } from "../tasks/index.ts";
import { unavailable } from "../unavailable/index.ts";
import { FILE_PAGE_TABS, filePathOf } from "./lib/file-tabs.ts";

/** "/startup/file" is the signed-in cofounder's own startup; "/startup/7/file" another one's. */
const fileOf = ({ id }: Params) => filePathOf(id);

/**
 * The startup and its file (spec-1 §2). The legacy timeline and milestone addresses lead
 * to the file's tabs; a milestone plan becomes the milestones tab's `plan` parameter.
 */
export const startupFileFeature = defineFeature({
  name: "startup-file",
  routes: {
    signedIn: [
      redirectRoute("startup/:id?/timeline", (params) => `${fileOf(params)}/activities`),
      redirectRoute("startup/:id?/milestones", (params) => `${fileOf(params)}/milestones`),
      redirectRoute(
        "startup/:id?/milestones/plan/:planId",
        (params) => `${fileOf(params)}/milestones?${new URLSearchParams({ plan: params.planId ?? "" })}`,
      ),
      {
        // The file's header, coaching hours and tabs frame the tab's page.
        ...section(
          "startup/:id?/file",
          {
            access: ACCESS.startupFile,
            crumbs: [
              crumb("nav.portfolio", { to: "/coaching", access: ACCESS.coaching }),
              crumb("crumb.file"),
            ],
          },
          [
            redirectIndex("activities"),
            ...FILE_PAGE_TABS.map(({ path, labelId }) =>
              // The tasks tab is the tasks feature's (startupTasks); the others have not landed yet.
              path === "tasks"
                ? { path, handle: { crumbs: [crumb(labelId)] }, lazy: page(startupTasksPage) }
                : unavailable(path, { crumbs: [crumb(labelId)] }),
            ),
            section("assessment", { crumbs: [crumb("crumb.assessment", { to: null })] }, [
              redirectIndex("performance-overview"),
              unavailable("performance-overview", { crumbs: [crumb("crumb.performanceOverview")] }),
              unavailable("overview", { crumbs: [crumb("crumb.overview")] }),
              unavailable("evaluations", { crumbs: [crumb("crumb.evaluations")] }),
            ]),
          ],
        ),
        lazy: page(() => import("./routes/startup-file.route.tsx")),
      },
      unavailable("startup/:id?", {
        crumbs: [
          crumb("nav.portfolio", { to: "/coaching", access: ACCESS.coaching }),
          crumb("crumb.startup"),
        ],
      }),
    ],
  },
  menu: {
    main: [
      {
        order: 70,
        key: "startupFile",
        name: "nav.startupFile",
        to: "/startup/file",
        match: "/startup",
        icon: "startupFile",
        // spec-1 §6: a cofounder's own startup file, once they have a startup — and while their
        // role holds the page's permission (STARTUP_FILE:VIEW).
        rule: ACCESS.startupFile,
        when: ({ roleType, startupCount }) => inRoleSet(roleType, "cofounders") && startupCount > 0,
      },
    ],
  },
  messages: import.meta.glob<Record<string, string>>("./locales/*.json", { import: "default" }),
});

declare module "../../lib/i18n/message-id.ts" {
  interface MessageCatalogue {
    "startup-file": keyof typeof import("./locales/en.json");
  }
}
