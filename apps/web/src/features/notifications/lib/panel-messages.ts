import type { MessageFiles } from "../../../lib/i18n/load-messages.ts";

/**
 * The panel's and the settings page's texts (`panel-locales/<locale>.json`): asked for when
 * they first show (MessagesGate), not with the first page, which carries only the bell's
 * label (issue 13's budgets). They are renamed with the organisation's word for startup as
 * every message is.
 */
export const PANEL_MESSAGE_FILES: MessageFiles = import.meta.glob<Record<string, string>>(
  "../panel-locales/*.json",
  { import: "default" },
);

export const PANEL_MESSAGES: readonly MessageFiles[] = [PANEL_MESSAGE_FILES];
