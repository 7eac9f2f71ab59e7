import type areaEnglish from "../../area-locales/en.json";
import type sharedEnglish from "../../locales/en.json";

/**
 * English is the source: every message id used in the code must exist in English. The
 * shared messages are listed here; the app adds every feature's ids (app/features.ts) by
 * declaration merging, so that this layer does not know the features.
 */
export interface MessageCatalogue {
  shared: keyof typeof sharedEnglish;
  area: keyof typeof areaEnglish;
}

export type MessageId = MessageCatalogue[keyof MessageCatalogue];

declare global {
  namespace FormatjsIntl {
    // Declaration merging with react-intl's own declaration needs an interface.
    interface Message {
      ids: MessageId;
    }
  }
}
