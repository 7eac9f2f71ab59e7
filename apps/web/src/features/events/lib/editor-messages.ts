import type { MessageFiles } from "../../../lib/i18n/load-messages.ts";

/**
 * The event editor's texts (`editor-locales/<locale>.json`: `events.form.*` but the new
 * event's crumb), asked for when /events/new or /events/:id/edit opens (MessagesGate), not
 * with /events, where most people land (issue 13's budgets, decision 034).
 */
export const EDITOR_MESSAGE_FILES: MessageFiles = import.meta.glob<Record<string, string>>(
  "../editor-locales/*.json",
  { import: "default" },
);

export const EDITOR_MESSAGES: readonly MessageFiles[] = [EDITOR_MESSAGE_FILES];
