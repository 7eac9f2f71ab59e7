import type { MessageFiles } from "../../../lib/i18n/load-messages.ts";

/**
 * The tours' texts, one file per locale: not loaded with the signed-in area but when a tour
 * is about to show (decision 034; app/messages.ts lists the feature).
 */
export const TOUR_MESSAGE_FILES: MessageFiles = import.meta.glob<Record<string, string>>(
  "../locales/*.json",
  {
    import: "default",
  },
);

export const TOUR_MESSAGES: readonly MessageFiles[] = [TOUR_MESSAGE_FILES];
