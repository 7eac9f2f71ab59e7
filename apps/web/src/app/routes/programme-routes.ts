import type { RouteObject } from "react-router";
import { ACCESS } from "../../features/navigation/index.ts";
import {
  crumb,
  page,
  redirectIndex,
  redirectRoute,
  section,
  segment,
  unavailable,
  unavailableIndex,
} from "./route-helpers.ts";

/** Signed-in programme pages of spec-1 §2: events, calendar, coaching, tasks, feed, chat, search. */
export const programmeRoutes: RouteObject[] = [
  { index: true, lazy: page(() => import("../home.route.tsx")) },
  section("events", { crumbs: [crumb("nav.events")] }, [
    { index: true, lazy: page(() => import("../../features/events/routes/events.route.tsx")) },
    unavailable(":id", { crumbs: [crumb("crumb.event")] }, [
      unavailable("edit", { access: ACCESS.eventEdit, crumbs: [crumb("crumb.edit")] }),
    ]),
  ]),
  {
    path: "calendar",
    handle: { access: ACCESS.calendar, crumbs: [crumb("crumb.calendar")] },
    lazy: page(() => import("../../features/calendar/routes/calendar.route.tsx")),
  },
  {
    path: "availability",
    handle: { access: ACCESS.availability, crumbs: [crumb("crumb.availability")] },
    lazy: page(() => import("../../features/availability/routes/availability.route.tsx")),
  },
  unavailable("survey/:id", { access: ACCESS.survey, crumbs: [crumb("crumb.survey")] }),
  section("coaching", { access: ACCESS.coaching, crumbs: [crumb("nav.portfolio")] }, [
    { index: true, lazy: page(() => import("../../features/portfolio/routes/portfolio.route.tsx")) },
    unavailable("session/:coachingId", { crumbs: [crumb("crumb.coachingSession")] }, [
      // The session form of a startup opens on its first form (spec-1 §2).
      redirectRoute(
        "startup/:startupId/form",
        ({ coachingId, startupId }) =>
          `/coaching/session/${segment(coachingId)}/startup/${segment(startupId)}/form/1`,
      ),
      unavailable("startup/:startupId/form/:formNumber", { crumbs: [crumb("crumb.sessionForm")] }),
    ]),
  ]),
  section("tasks", { access: ACCESS.tasks, crumbs: [crumb("nav.tasks")] }, [
    unavailableIndex,
    unavailable("users", { access: ACCESS.othersTasks, crumbs: [crumb("crumb.usersTasks")] }),
    unavailable("startups", { access: ACCESS.othersTasks, crumbs: [crumb("crumb.startupsTasks")] }),
  ]),
  unavailable("organization/feed", { access: ACCESS.activityFeed, crumbs: [crumb("nav.activityFeed")] }),
  unavailable("chat/*", { access: ACCESS.chat, crumbs: [crumb("crumb.chat")] }),
  section("search", { crumbs: [crumb("nav.community", { to: "/search/people" })] }, [
    redirectIndex("people"),
    {
      path: "people",
      handle: { crumbs: [crumb("crumb.people")] },
      lazy: page(() => import("../../features/community/routes/people.route.tsx")),
    },
    {
      path: "startups",
      handle: { crumbs: [crumb("crumb.startups")] },
      lazy: page(() => import("../../features/community/routes/startups.route.tsx")),
    },
  ]),
];
