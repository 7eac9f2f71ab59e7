import { createContext, useContext } from "react";
import type { MessageFiles } from "./load-messages.ts";

/**
 * The message files loaded beyond the first ones (decision 022: the public pages load the
 * shared messages only; the signed-in area asks for every feature's). `ask` adds areas;
 * `has` tells whether they are loaded, in the language on screen. Without a provider (a test
 * with its own catalogue) everything is there.
 */
export type MessageAreas = {
  ask: (areas: readonly MessageFiles[]) => void;
  has: (areas: readonly MessageFiles[]) => boolean;
};

export const MessageAreasContext = createContext<MessageAreas | null>(null);

export function useMessageAreas(): MessageAreas | null {
  return useContext(MessageAreasContext);
}
