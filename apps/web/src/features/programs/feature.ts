import { defineFeature } from "../navigation/index.ts";

/** Programmes (issue 18, lane F): /admin/programs and the startup and user assignations. */
export const programsFeature = defineFeature({
  name: "programs",
  messages: import.meta.glob<Record<string, string>>("./locales/*.json", { import: "default" }),
});

declare module "../../lib/i18n/message-id.ts" {
  interface MessageCatalogue {
    programs: keyof typeof import("./locales/en.json");
  }
}
