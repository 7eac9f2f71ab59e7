import { crumb, defineFeature, page } from "../navigation/index.ts";

/** The startup timeline (issue 18, lane B): the file's activities tab and a person's timeline (/profile/:userId/timeline). */
export const startupTimelineFeature = defineFeature({
  name: "startup-timeline",
  routes: {
    userProfile: [
      {
        path: "timeline",
        handle: { crumbs: [crumb("crumb.timeline")] },
        lazy: page(() => import("./routes/user-timeline.route.tsx")),
      },
    ],
  },
  messages: import.meta.glob<Record<string, string>>("./locales/*.json", { import: "default" }),
});

declare module "../../lib/i18n/message-id.ts" {
  interface MessageCatalogue {
    "startup-timeline": keyof typeof import("./locales/en.json");
  }
}
