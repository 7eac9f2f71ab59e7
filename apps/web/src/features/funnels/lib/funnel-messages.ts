import type { MessageFiles } from "../../../lib/i18n/load-messages.ts";

/**
 * The funnel setup's texts (`funnel-locales/<locale>.json`), asked for when one of its pages
 * opens (MessagesGate), not with the signed-in area: the menu entry and crumbs use the
 * shared catalogue.
 */
export const FUNNEL_MESSAGE_FILES: MessageFiles = import.meta.glob<Record<string, string>>(
  "../funnel-locales/*.json",
  { import: "default" },
);

export const FUNNEL_MESSAGES: readonly MessageFiles[] = [FUNNEL_MESSAGE_FILES];

declare module "../../../lib/i18n/message-id.ts" {
  interface MessageCatalogue {
    /** The funnel setup's texts, loaded with its pages. */
    funnels: keyof typeof import("../funnel-locales/en.json");
  }
}
