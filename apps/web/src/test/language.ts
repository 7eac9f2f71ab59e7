import type { Locale } from "@launchpad/domain";
import { MESSAGE_FILES } from "../app/messages.ts";
import { loadMessages } from "../lib/i18n/load-messages.ts";

/** For renderPage's `language`: the app's whole catalogue in another language. */
export async function languageOf(locale: Locale) {
  return { locale, messages: await loadMessages(MESSAGE_FILES, locale) };
}
