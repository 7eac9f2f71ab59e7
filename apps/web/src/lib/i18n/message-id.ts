import type english from "../../locales/en.json";

/** English is the source: every message id used in the code must exist in en.json. */
export type MessageId = keyof typeof english;

declare global {
  namespace FormatjsIntl {
    // Declaration merging with react-intl's own declaration needs an interface.
    interface Message {
      ids: MessageId;
    }
  }
}
