import { type ReactNode, useEffect } from "react";
import type { MessageFiles } from "./load-messages.ts";
import { useMessageAreas } from "./message-areas.ts";

type MessagesGateProps = { areas: readonly MessageFiles[]; loading: ReactNode; children: ReactNode };

/** Shows its children once these message files are loaded (in the language on screen). */
export function MessagesGate({ areas, loading, children }: MessagesGateProps) {
  const messageAreas = useMessageAreas();
  useEffect(() => messageAreas?.ask(areas), [messageAreas, areas]);
  return !messageAreas || messageAreas.has(areas) ? children : loading;
}
