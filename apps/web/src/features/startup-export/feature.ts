import { defineFeature } from "../navigation/index.ts";

/** A startup's data as Excel (issue 18, lane G): the file's export tab. */
export const startupExportFeature = defineFeature({
  name: "startup-export",
  messages: import.meta.glob<Record<string, string>>("./locales/*.json", { import: "default" }),
});

declare module "../../lib/i18n/message-id.ts" {
  interface MessageCatalogue {
    "startup-export": keyof typeof import("./locales/en.json");
  }
}
