import type { MessageFiles } from "../../../lib/i18n/load-messages.ts";

/**
 * The renderer's and the form pages' texts (`locales/<locale>.json`), asked for by the
 * renderer itself (MessagesGate) wherever it shows: the builder's preview, a profile, the
 * public preview page. Not loaded with the signed-in area (issue 13's budgets).
 */
export const FORM_FILL_MESSAGE_FILES: MessageFiles = import.meta.glob<Record<string, string>>(
  "../locales/*.json",
  { import: "default" },
);

export const FORM_FILL_MESSAGES: readonly MessageFiles[] = [FORM_FILL_MESSAGE_FILES];
