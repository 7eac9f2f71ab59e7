import type { MessageFiles } from "../../../lib/i18n/load-messages.ts";

/**
 * This feature's texts: its pages (the file's milestones tab, the incubator plans) wait for
 * them (MessagesGate), so that they may load with those pages rather than with the
 * signed-in area (issue 13's budgets; app/messages.ts MESSAGES_WITH_PAGES decides).
 */
export const MILESTONES_MESSAGES: readonly MessageFiles[] = [
  import.meta.glob<Record<string, string>>("../locales/*.json", { import: "default" }),
];
