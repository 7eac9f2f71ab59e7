import type { MessageFiles } from "../../../lib/i18n/load-messages.ts";

/**
 * The builder's texts (`builder-locales/<locale>.json`), asked for when one of its pages
 * opens (MessagesGate), not with the signed-in area: nothing outside its pages shows them
 * (the menu entry and crumbs use the shared catalogue).
 */
export const BUILDER_MESSAGE_FILES: MessageFiles = import.meta.glob<Record<string, string>>(
  "../builder-locales/*.json",
  { import: "default" },
);

export const BUILDER_MESSAGES: readonly MessageFiles[] = [BUILDER_MESSAGE_FILES];

declare module "../../../lib/i18n/message-id.ts" {
  interface MessageCatalogue {
    /** The builder's texts, loaded with its pages. */
    formBuilder: keyof typeof import("../builder-locales/en.json");
  }
}
