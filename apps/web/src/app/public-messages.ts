import { roleNamesFeature } from "../features/role-names/feature.ts";
import { type MessageFiles, sharedMessages } from "../lib/i18n/load-messages.ts";

/**
 * Issue 13 (decision 022): the messages the public pages need, loaded before anything is
 * shown: the shared file (the shell's words, sign-in, errors), those of features that bring
 * public pages (none has a file of its own yet), and the role names, which the invitation
 * page shows. The other features' messages come with the signed-in area (messages.ts),
 * which waits for them. Not read from the registry (app/features.ts), which the first chunk
 * does not load (decision 034); public-routes.test.ts checks the rule on the registry.
 */
export const PUBLIC_MESSAGE_FILES: readonly MessageFiles[] = [
  sharedMessages,
  ...(roleNamesFeature.messages ? [roleNamesFeature.messages] : []),
];
