import type { MessageFiles } from "../../../lib/i18n/load-messages.ts";

/**
 * The calendar panel's and the feed section's texts (`panel-locales/<locale>.json`), asked
 * for when they first show (MessagesGate), not with the first page (issue 13's budgets).
 */
export const PANEL_MESSAGE_FILES: MessageFiles = import.meta.glob<Record<string, string>>(
  "../panel-locales/*.json",
  { import: "default" },
);

export const PANEL_MESSAGES: readonly MessageFiles[] = [PANEL_MESSAGE_FILES];
