import type { Params, RouteObject } from "react-router";
import { ACCESS } from "../../features/navigation/index.ts";
import { FILE_PAGE_TABS, filePathOf } from "../../features/startup-file/index.ts";
import { crumb, page, redirectIndex, redirectRoute, section, unavailable } from "./route-helpers.ts";

/** "/startup/file" is the signed-in cofounder's own startup; "/startup/7/file" another one's. */
const fileOf = ({ id }: Params) => filePathOf(id);

/**
 * The startup and its file (spec-1 §2). The legacy timeline and milestone addresses lead
 * to the file's tabs; a milestone plan becomes the milestones tab's `plan` parameter.
 */
export const startupRoutes: RouteObject[] = [
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
        crumbs: [crumb("nav.portfolio", { to: "/coaching", access: ACCESS.coaching }), crumb("crumb.file")],
      },
      [
        redirectIndex("activities"),
        ...FILE_PAGE_TABS.map(({ path, labelId }) => unavailable(path, { crumbs: [crumb(labelId)] })),
        section("assessment", { crumbs: [crumb("crumb.assessment", { to: null })] }, [
          redirectIndex("performance-overview"),
          unavailable("performance-overview", { crumbs: [crumb("crumb.performanceOverview")] }),
          unavailable("overview", { crumbs: [crumb("crumb.overview")] }),
          unavailable("evaluations", { crumbs: [crumb("crumb.evaluations")] }),
        ]),
      ],
    ),
    lazy: page(() => import("../../features/startup-file/routes/startup-file.route.tsx")),
  },
  unavailable("startup/:id?", {
    crumbs: [crumb("nav.portfolio", { to: "/coaching", access: ACCESS.coaching }), crumb("crumb.startup")],
  }),
];
