import type { Locale } from "@launchpad/domain";
import { MESSAGE_FILES } from "../app/messages.ts";
import { loadMessages } from "../lib/i18n/load-messages.ts";

/** The app's whole catalogue of one language (shared and every feature's), for tests in that language. */
export function messagesOf(locale: Locale): Promise<Record<string, string>> {
  return loadMessages(MESSAGE_FILES, locale);
}
