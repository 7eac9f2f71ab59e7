import { defineFeature, page, redirectIndex } from "../navigation/index.ts";

/** A user's profile with its booking button (/profile/:userId/show), and the Account entry leading there. */
export const bookingFeature = defineFeature({
  name: "booking",
  routes: {
    userProfile: [
      // A profile address without a tab opens the profile itself (community cards link there).
      redirectIndex("show"),
      {
        path: "show",
        handle: { titleId: "crumb.userProfile" },
        lazy: page(() => import("./routes/profile.route.tsx")),
      },
    ],
  },
  menu: {
    main: [
      {
        order: 50,
        key: "account",
        name: "nav.account",
        to: ({ userId }) => `/profile/${encodeURIComponent(userId)}`,
        icon: "account",
        rule: { roles: "applicants" },
      },
    ],
  },
  messages: import.meta.glob<Record<string, string>>("./locales/*.json", { import: "default" }),
});

declare module "../../lib/i18n/message-id.ts" {
  interface MessageCatalogue {
    booking: keyof typeof import("./locales/en.json");
  }
}
