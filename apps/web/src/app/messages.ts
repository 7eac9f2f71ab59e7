import { type MessageFiles, sharedMessages } from "../lib/i18n/load-messages.ts";
import { FEATURES } from "./features.ts";

/**
 * Every message file: the shared ones (`src/locales/<locale>.json`: the shell and shared
 * screens) and each feature's own (`features/<name>/locales/<locale>.json`), so that work on
 * one feature never edits another's file. One catalogue per locale, loaded lazily.
 */
export const MESSAGE_FILES: readonly MessageFiles[] = [
  sharedMessages,
  ...FEATURES.flatMap((feature) => (feature.messages ? [feature.messages] : [])),
];
