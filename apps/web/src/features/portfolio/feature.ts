import { ACCESS, crumb, defineFeature, page, redirectRoute, section, segment } from "../navigation/index.ts";
import { unavailable } from "../unavailable/index.ts";

/** The Startup Portfolio (/coaching); coaching sessions and their forms are not available yet. */
export const portfolioFeature = defineFeature({
  name: "portfolio",
  routes: {
    signedIn: [
      section("coaching", { access: ACCESS.coaching, crumbs: [crumb("nav.portfolio")] }, [
        { index: true, lazy: page(() => import("./routes/portfolio.route.tsx")) },
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
    ],
  },
  menu: {
    main: [
      {
        order: 10,
        key: "portfolio",
        // spec-1 §2: the side menu names the page in full; the breadcrumbs say "Portfolio > File".
        name: "portfolio.menu",
        to: "/coaching",
        icon: "portfolio",
        rule: ACCESS.coaching,
      },
    ],
  },
  messages: import.meta.glob<Record<string, string>>("./locales/*.json", { import: "default" }),
});

declare module "../../lib/i18n/message-id.ts" {
  interface MessageCatalogue {
    portfolio: keyof typeof import("./locales/en.json");
  }
}
