import { defineFeature } from "../navigation/index.ts";

/** The startups administration (issue 18, lane E): /admin/startups, its filters and batch operations. */
export const adminStartupsFeature = defineFeature({
  name: "admin-startups",
  messages: import.meta.glob<Record<string, string>>("./locales/*.json", { import: "default" }),
});

declare module "../../lib/i18n/message-id.ts" {
  interface MessageCatalogue {
    "admin-startups": keyof typeof import("./locales/en.json");
  }
}
