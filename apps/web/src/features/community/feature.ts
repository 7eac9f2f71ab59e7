import { crumb, defineFeature, page, redirectIndex, section } from "../navigation/index.ts";

/** The community lists: people and startups (/search). */
export const communityFeature = defineFeature({
  name: "community",
  routes: {
    signedIn: [
      section("search", { crumbs: [crumb("nav.community", { to: "/search/people" })] }, [
        redirectIndex("people"),
        {
          path: "people",
          handle: { crumbs: [crumb("crumb.people")] },
          lazy: page(() => import("./routes/people.route.tsx")),
        },
        {
          path: "startups",
          handle: { crumbs: [crumb("crumb.startups")] },
          lazy: page(() => import("./routes/startups.route.tsx")),
        },
      ]),
    ],
  },
  menu: {
    main: [
      {
        order: 40,
        key: "community",
        name: "nav.community",
        to: "/search/people",
        icon: "community",
        rule: { roles: "community" },
        // Hidden when the role sees neither users nor startups (spec-2 §6 visibility settings).
        when: ({ visibility }) => visibility.users !== "NONE" || visibility.startups !== "NONE",
      },
    ],
  },
  messages: import.meta.glob<Record<string, string>>("./locales/*.json", { import: "default" }),
});

declare module "../../lib/i18n/message-id.ts" {
  interface MessageCatalogue {
    community: keyof typeof import("./locales/en.json");
  }
}
