import type { RouteObject } from "react-router";
import { ACCESS } from "../../features/navigation/index.ts";
import { crumb, page, redirectIndex, section, unavailable } from "./route-helpers.ts";

/** Resources, courses, profiles and account exports (spec-1 §2). */
export const contentRoutes: RouteObject[] = [
  section("resources", { crumbs: [crumb("nav.resources", { to: "/resources/external" })] }, [
    redirectIndex("external"),
    unavailable("external", { titleId: "nav.resources" }),
    unavailable("internal/:id", { crumbs: [crumb("crumb.resource")] }),
    unavailable("section/:sectionId/internal/:id", { crumbs: [crumb("crumb.resource")] }),
  ]),
  unavailable("courses", { access: ACCESS.courses, crumbs: [crumb("nav.courses")] }, [
    unavailable(":id", { crumbs: [crumb("crumb.course")] }, [
      unavailable("courseware/overview", { crumbs: [crumb("crumb.overview")] }),
      unavailable("courseware/information", { crumbs: [crumb("crumb.information")] }),
      unavailable("courseware/resources", { crumbs: [crumb("nav.resources")] }),
    ]),
  ]),
  unavailable("profile", { crumbs: [crumb("crumb.profile")] }, [
    unavailable("settings", { crumbs: [crumb("account.settings")] }, [
      unavailable("security", { crumbs: [crumb("crumb.security")] }),
      unavailable("integrations", { crumbs: [crumb("crumb.integrations")] }),
      {
        path: "accountDeletion",
        handle: { crumbs: [crumb("crumb.accountDeletion")] },
        lazy: page(() => import("../../features/account-deletion/routes/account-deletion.route.tsx")),
      },
      unavailable("coaching", { crumbs: [crumb("crumb.coaching")] }),
    ]),
    // A profile address without a tab opens the profile itself (community cards link there).
    section(":userId", { crumbs: [crumb("crumb.userProfile")] }, [
      redirectIndex("show"),
      {
        path: "show",
        handle: { titleId: "crumb.userProfile" },
        lazy: page(() => import("../../features/booking/routes/profile.route.tsx")),
      },
      unavailable("timeline", { crumbs: [crumb("crumb.timeline")] }),
      unavailable("feedback", { crumbs: [crumb("crumb.feedback")] }),
    ]),
  ]),
  unavailable("account/exports", { crumbs: [crumb("crumb.exports")] }),
];
