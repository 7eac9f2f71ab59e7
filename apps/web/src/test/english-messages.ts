import { MESSAGE_FILES } from "../app/messages.ts";
import { loadMessages } from "../lib/i18n/load-messages.ts";

/** The app's English catalogue (shared and every registered feature's messages), for tests. */
export const englishMessages = await loadMessages(MESSAGE_FILES, "en");
