import { type MessageFiles, sharedMessages } from "../lib/i18n/load-messages.ts";

/**
 * Issue 13 (decisions 022, 044): the messages the public pages need, loaded before anything
 * is shown: the shared file (the shell's words, sign-in, errors). A feature with public pages
 * loads its own texts with them (the invitation page the role names, through a MessagesGate;
 * the forms' pages theirs with the renderer). The other features' messages come with the
 * signed-in area (messages.ts), which waits for them. Not read from the registry
 * (app/features.ts), which the first chunk does not load (decision 034).
 */
export const PUBLIC_MESSAGE_FILES: readonly MessageFiles[] = [sharedMessages];
