import type { MessageFiles } from "../../../lib/i18n/load-messages.ts";

/** This feature's texts, asked for by its tab (MessagesGate) so that they may load with it rather than with the area. */
export const STARTUP_EXPORT_MESSAGES: readonly MessageFiles[] = [
  import.meta.glob<Record<string, string>>("../locales/*.json", { import: "default" }),
];
