import type { englishMessages } from "./english-messages.ts";

/** English is the source: every message id used in the code must exist in English. */
export type MessageId = keyof typeof englishMessages;

declare global {
  namespace FormatjsIntl {
    // Declaration merging with react-intl's own declaration needs an interface.
    interface Message {
      ids: MessageId;
    }
  }
}
