import type { RouteObject } from "react-router";
import { ACCESS } from "../../features/navigation/index.ts";
import type { MessageId } from "../../lib/i18n/message-id.ts";
import { crumb, section, unavailable } from "./route-helpers.ts";

const TAGS: readonly [path: string, labelId: MessageId][] = [
  ["mentortag", "nav.tags.mentortag"],
  ["startup", "nav.tags.startup"],
  ["user", "nav.tags.user"],
  ["community", "nav.tags.community"],
  ["application", "nav.tags.application"],
  ["event", "nav.tags.event"],
  ["topic", "nav.tags.topic"],
];

/**
 * Setup (spec-1 §2, rules of spec-2 §2). Full-screen editors, without the top bar: the
 * funnel creator, the field editor, the profile builder, the form comparison, the article
 * editor and the course builder.
 */
export const setupRoutes: RouteObject[] = [
  section("setup", { access: ACCESS.setup, crumbs: [crumb("nav.setup", { to: null })] }, [
    unavailable("funnels", { access: ACCESS.funnels, crumbs: [crumb("nav.setup.funnels")] }),
    unavailable("funnel/:id", {
      access: ACCESS.funnelEdit,
      fullScreen: true,
      crumbs: [crumb("nav.setup.funnels", { to: "/setup/funnels" }), crumb("crumb.funnel")],
    }),
    unavailable("feedback", { crumbs: [crumb("nav.setup.feedback")] }, [
      unavailable("request/:id", { crumbs: [crumb("crumb.feedbackRequest")] }),
    ]),
    unavailable("profile-fields", {
      access: ACCESS.customFields,
      crumbs: [crumb("nav.setup.profileFields")],
    }),
    unavailable("fields", { crumbs: [crumb("nav.setup.fields")] }, [
      unavailable(":id", { fullScreen: true, crumbs: [crumb("crumb.field")] }),
    ]),
    section(
      "profiles/entity",
      {
        access: ACCESS.customFields,
        crumbs: [crumb("nav.setup.profileFields", { to: "/setup/profile-fields" })],
      },
      [
        unavailable(":id/builder", { fullScreen: true, crumbs: [crumb("crumb.profileBuilder")] }),
        unavailable(":entity/overview", { crumbs: [crumb("crumb.profileOverview")] }),
      ],
    ),
    unavailable("forms/:baseId/compare/:compareId", {
      fullScreen: true,
      crumbs: [crumb("crumb.formComparison")],
    }),
    unavailable("articles", { access: ACCESS.articles, crumbs: [crumb("nav.setup.articles")] }, [
      unavailable(":id", { fullScreen: true, crumbs: [crumb("crumb.article")] }),
      unavailable(":id/preview", { crumbs: [crumb("crumb.article", { to: null }), crumb("crumb.preview")] }),
    ]),
    unavailable("courses", { access: ACCESS.courseBuilder, crumbs: [crumb("nav.setup.courses")] }, [
      unavailable(":id/builder", { fullScreen: true, crumbs: [crumb("crumb.courseBuilder")] }),
    ]),
    section("tags", { crumbs: [crumb("nav.setup.tags", { to: null })] }, [
      ...TAGS.map(([path, labelId]) => unavailable(path, { crumbs: [crumb(labelId)] })),
    ]),
    unavailable("industries", { access: ACCESS.industries, crumbs: [crumb("nav.setup.industries")] }),
  ]),
];
