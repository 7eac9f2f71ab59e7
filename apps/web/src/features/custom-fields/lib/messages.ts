import type { MessageFiles } from "../../../lib/i18n/load-messages.ts";

/**
 * This feature's texts load with its pages (app/messages.ts MESSAGES_WITH_PAGES) and, on a
 * person's profile, with "Profile details" itself (MessagesGate): not with the signed-in
 * area (issue 13's budgets).
 */
export const CUSTOM_FIELDS_MESSAGES: readonly MessageFiles[] = [
  import.meta.glob<Record<string, string>>("../locales/*.json", { import: "default" }),
];
