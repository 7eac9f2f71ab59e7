import type { MessageFiles } from "../../../lib/i18n/load-messages.ts";

/**
 * This feature's texts load with its page and with its panels (MessagesGate), which the
 * application file's form tab shows: not with the signed-in area (app/messages.ts
 * MESSAGES_WITH_PAGES; issue 13's budgets).
 */
export const EVALUATIONS_MESSAGES: readonly MessageFiles[] = [
  import.meta.glob<Record<string, string>>("../locales/*.json", { import: "default" }),
];
