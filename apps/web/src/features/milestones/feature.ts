import { defineFeature } from "../navigation/index.ts";

/** Milestone plans (issue 18, lane D): the file's milestones tab and the incubator plans (/admin/programs/incubator-plans). */
export const milestonesFeature = defineFeature({
  name: "milestones",
  messages: import.meta.glob<Record<string, string>>("./locales/*.json", { import: "default" }),
});

declare module "../../lib/i18n/message-id.ts" {
  interface MessageCatalogue {
    milestones: keyof typeof import("./locales/en.json");
  }
}
