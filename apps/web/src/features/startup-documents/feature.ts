import { defineFeature } from "../navigation/index.ts";

/** A startup's documents (issue 18, lane C): the file's documents tab. */
export const startupDocumentsFeature = defineFeature({
  name: "startup-documents",
  messages: import.meta.glob<Record<string, string>>("./locales/*.json", { import: "default" }),
});

declare module "../../lib/i18n/message-id.ts" {
  interface MessageCatalogue {
    "startup-documents": keyof typeof import("./locales/en.json");
  }
}
