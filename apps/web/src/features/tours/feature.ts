import { defineFeature } from "../navigation/index.ts";

/** Guided tours (spec-1 §4): no page of their own; the signed-in frame mounts `GuidedTours`. */
export const toursFeature = defineFeature({
  name: "tours",
  messages: import.meta.glob<Record<string, string>>("./locales/*.json", { import: "default" }),
});

declare module "../../lib/i18n/message-id.ts" {
  interface MessageCatalogue {
    tours: keyof typeof import("./locales/en.json");
  }
}
