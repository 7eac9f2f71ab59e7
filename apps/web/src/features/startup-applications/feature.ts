import { defineFeature } from "../navigation/index.ts";

/** A startup's applications (issue 18, lane G): the file's applications tab. */
export const startupApplicationsFeature = defineFeature({
  name: "startup-applications",
  messages: import.meta.glob<Record<string, string>>("./locales/*.json", { import: "default" }),
});

declare module "../../lib/i18n/message-id.ts" {
  interface MessageCatalogue {
    "startup-applications": keyof typeof import("./locales/en.json");
  }
}
