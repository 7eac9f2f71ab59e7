import { defineFeature } from "../navigation/index.ts";
import { TOUR_MESSAGE_FILES } from "./lib/tour-messages.ts";

/** Guided tours (spec-1 §4): no page of their own; the signed-in frame mounts `GuidedTours`. */
export const toursFeature = defineFeature({
  name: "tours",
  messages: TOUR_MESSAGE_FILES,
});

declare module "../../lib/i18n/message-id.ts" {
  interface MessageCatalogue {
    tours: keyof typeof import("./locales/en.json");
  }
}
