import { defineFeature } from "../navigation/index.ts";

/**
 * Application meetings (issue 17, decision 051): the meeting tab's panel, which the
 * application's file renders at /application/:id/meeting (its route is the file's, lane D;
 * docs/application-meetings.md). No routes or menu entries of its own: only its messages.
 */
export const applicationMeetingsFeature = defineFeature({
  name: "application-meetings",
  messages: import.meta.glob<Record<string, string>>("./locales/*.json", { import: "default" }),
});

declare module "../../lib/i18n/message-id.ts" {
  interface MessageCatalogue {
    applicationMeetings: keyof typeof import("./locales/en.json");
  }
}
