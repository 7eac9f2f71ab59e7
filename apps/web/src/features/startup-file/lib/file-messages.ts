import type { MessageFiles } from "../../../lib/i18n/load-messages.ts";

/**
 * The startup file's texts (`locales/<locale>.json`), loaded with its pages (app/messages.ts,
 * decision 034) and asked for by the Create Startup form, which the side menu shows outside
 * them (MessagesGate): one object, so both ask for the same files.
 */
export const FILE_MESSAGE_FILES: MessageFiles = import.meta.glob<Record<string, string>>(
  "../locales/*.json",
  {
    import: "default",
  },
);

export const FILE_MESSAGES: readonly MessageFiles[] = [FILE_MESSAGE_FILES];
