import { type MessageFiles, sharedMessages } from "../lib/i18n/load-messages.ts";
import { FEATURES } from "./features.ts";

/**
 * Issue 13 (decision 022): the messages the public pages need, loaded before anything is
 * shown: the shared file (the shell's words, sign-in, errors), those of features that bring
 * public pages, and the role names, which the invitation page shows. The other features'
 * messages come with the signed-in area (messages.ts), which waits for them.
 */
const PUBLIC_FEATURES = new Set(["role-names"]);

export const PUBLIC_MESSAGE_FILES: readonly MessageFiles[] = [
  sharedMessages,
  ...FEATURES.flatMap((feature) =>
    feature.messages && (feature.routes?.public || PUBLIC_FEATURES.has(feature.name))
      ? [feature.messages]
      : [],
  ),
];
