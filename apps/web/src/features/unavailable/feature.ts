import { ACCESS, crumb, defineFeature, redirectIndex, section } from "../navigation/index.ts";
import { unavailable } from "./lib/unavailable-routes.tsx";
import { unavailablePublicRoutes } from "./public-routes.ts";

/**
 * The addresses and menu entries of modules that have not landed yet (spec-1 §2): links,
 * e-mails and bookmarks already lead there, and the page says it is not available yet.
 * When a module lands, its feature's own `feature.ts` takes its routes and entries from here.
 */
export const unavailableFeature = defineFeature({
  name: "unavailable",
  routes: {
    public: unavailablePublicRoutes,
    signedIn: [
      unavailable("organization/feed", { access: ACCESS.activityFeed, crumbs: [crumb("nav.activityFeed")] }),
      // Chat has not landed: its page says so to everyone. Its rule (ACCESS.chat: the group
      // chat flag, off by default) would hide it, leaving a blank page; the chat module
      // takes the rule with the route.
      unavailable("chat/*", { crumbs: [crumb("crumb.chat")] }),
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
      unavailable("account/exports", { crumbs: [crumb("crumb.exports")] }),
    ],
    admin: [
      unavailable("metrics/data-collection", { crumbs: [crumb("nav.admin.metrics")] }),
      unavailable("data-assets/*", { access: ACCESS.dataAssets, crumbs: [crumb("nav.admin.dataAssets")] }),
      // The e-mail content editor is full screen.
      unavailable("emails", { crumbs: [crumb("nav.admin.emails")] }, [
        unavailable("template/create", { crumbs: [crumb("crumb.newTemplate")] }),
        unavailable("template/:id", { crumbs: [crumb("crumb.template")] }),
        unavailable("content/:id", { fullScreen: true, crumbs: [crumb("crumb.emailContent")] }),
      ]),
      unavailable("chat-management", { crumbs: [crumb("nav.admin.chatManagement")] }),
    ],
    adminSettings: [
      unavailable("metrics", { crumbs: [crumb("nav.settings.metrics")] }),
      unavailable("mentormatching", { crumbs: [crumb("nav.settings.mentormatching")] }),
    ],
    // Setup (rules of spec-2 §2). Full-screen editors, without the top bar: the article
    // editor and the course builder (the funnel editor is features/funnels).
    setup: [
      unavailable("feedback", { crumbs: [crumb("nav.setup.feedback")] }, [
        unavailable("request/:id", { crumbs: [crumb("crumb.feedbackRequest")] }),
      ]),
      unavailable("articles", { access: ACCESS.articles, crumbs: [crumb("nav.setup.articles")] }, [
        unavailable(":id", { fullScreen: true, crumbs: [crumb("crumb.article")] }),
        unavailable(":id/preview", {
          crumbs: [crumb("crumb.article", { to: null }), crumb("crumb.preview")],
        }),
      ]),
      unavailable("courses", { access: ACCESS.courseBuilder, crumbs: [crumb("nav.setup.courses")] }, [
        unavailable(":id/builder", { fullScreen: true, crumbs: [crumb("crumb.courseBuilder")] }),
      ]),
    ],
    profileSettings: [
      unavailable("security", { crumbs: [crumb("crumb.security")] }),
      unavailable("integrations", { crumbs: [crumb("crumb.integrations")] }),
      unavailable("coaching", { crumbs: [crumb("crumb.coaching")] }),
    ],
    userProfile: [unavailable("feedback", { crumbs: [crumb("crumb.feedback")] })],
  },
  menu: {
    main: [
      {
        order: 90,
        key: "activityFeed",
        name: "nav.activityFeed",
        to: "/organization/feed",
        icon: "activityFeed",
        rule: ACCESS.activityFeed,
      },
      {
        order: 120,
        key: "resources",
        name: "nav.resources",
        to: "/resources/external",
        match: "/resources",
        icon: "resources",
      },
      {
        order: 130,
        key: "courses",
        name: "nav.courses",
        to: "/courses",
        icon: "courses",
        rule: ACCESS.courses,
      },
    ],
    setup: [
      {
        order: 20,
        key: "setup.feedback",
        name: "nav.setup.feedback",
        to: "/setup/feedback",
        rule: ACCESS.setup,
      },
      {
        order: 50,
        key: "setup.articles",
        name: "nav.setup.articles",
        to: "/setup/articles",
        rule: ACCESS.articles,
      },
      {
        order: 60,
        key: "setup.courses",
        name: "nav.setup.courses",
        to: "/setup/courses",
        rule: ACCESS.courseBuilder,
      },
    ],
    administration: [
      { order: 30, key: "admin.metrics", name: "nav.admin.metrics", to: "/admin/metrics/data-collection" },
      {
        order: 40,
        key: "admin.dataAssets",
        name: "nav.admin.dataAssets",
        to: "/admin/data-assets",
        rule: ACCESS.dataAssets,
      },
      { order: 60, key: "admin.emails", name: "nav.admin.emails", to: "/admin/emails" },
      {
        order: 80,
        key: "admin.chatManagement",
        name: "nav.admin.chatManagement",
        to: "/admin/chat-management",
      },
    ],
    adminSettings: [
      {
        order: 30,
        key: "admin.settings.metrics",
        name: "nav.settings.metrics",
        to: "/admin/settings/metrics",
        rule: ACCESS.settings,
      },
      {
        order: 70,
        key: "admin.settings.mentormatching",
        name: "nav.settings.mentormatching",
        to: "/admin/settings/mentormatching",
        rule: ACCESS.settings,
      },
    ],
  },
});
