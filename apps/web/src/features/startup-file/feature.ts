import type { Params } from "react-router";
import { startupCustomFieldsPage } from "../custom-fields/index.ts";
import { milestonesTabPage } from "../milestones/index.ts";
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
import { applicationsTabPage } from "../startup-applications/index.ts";
import { documentsTabPage } from "../startup-documents/index.ts";
import { exportTabPage } from "../startup-export/index.ts";
import { activitiesTabPage } from "../startup-timeline/index.ts";
import { startupTasksPage } from "../tasks/index.ts";
import { unavailable } from "../unavailable/index.ts";
import { FILE_MESSAGE_FILES } from "./lib/file-messages.ts";
import { FILE_PAGE_TABS, filePathOf } from "./lib/file-tabs.ts";

/** Each landed tab's page, from the feature that owns it; the others say "not available yet". */
const TAB_PAGES: Record<string, () => Promise<object>> = {
  activities: activitiesTabPage,
  tasks: startupTasksPage,
  documents: documentsTabPage,
  company: () => import("./routes/company-tab.route.tsx"),
  applications: applicationsTabPage,
  milestones: milestonesTabPage,
  export: exportTabPage,
  "custom-fields": startupCustomFieldsPage,
};

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
            ...FILE_PAGE_TABS.map(({ path, labelId, rule }) => {
              const load = TAB_PAGES[path];
              const handle = { crumbs: [crumb(labelId)], ...(rule ? { access: rule } : {}) };
              return load ? { path, handle, lazy: page(load) } : unavailable(path, handle);
            }),
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
      // spec-1 §2 /startup/:id?: the startup's file (without an id, the viewer's own startup).
      redirectRoute("startup/:id?", (params) => fileOf(params)),
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
  messages: FILE_MESSAGE_FILES,
});

declare module "../../lib/i18n/message-id.ts" {
  interface MessageCatalogue {
    "startup-file": keyof typeof import("./locales/en.json");
  }
}
