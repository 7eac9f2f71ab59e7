import type { MessageFiles } from "../../../lib/i18n/load-messages.ts";

/**
 * The applying pages' texts (`locales/<locale>.json`), asked for by each page (MessagesGate):
 * the public page /apply/program/:slug shows them before anyone signs in, so they cannot come
 * with the signed-in area (decision 044); the applicant's pages ask for the same files.
 */
export const APPLICATIONS_MESSAGE_FILES: MessageFiles = import.meta.glob<Record<string, string>>(
  "../locales/*.json",
  {
    import: "default",
  },
);

export const APPLICATIONS_MESSAGES: readonly MessageFiles[] = [APPLICATIONS_MESSAGE_FILES];
