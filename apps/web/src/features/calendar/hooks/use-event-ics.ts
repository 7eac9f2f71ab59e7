import { useApolloClient } from "@apollo/client/react";
import { useCallback } from "react";
import { CalendarEventIcsQuery } from "../api/calendar-event-ics.query.ts";

/**
 * The current ICS of one meeting, asked of the server when called (the download button):
 * the list does not carry every card's file (issue 13). Rejects when the meeting is gone.
 */
export function useEventIcs(eventId: string): () => Promise<string> {
  const client = useApolloClient();
  return useCallback(async () => {
    const { data } = await client.query({
      query: CalendarEventIcsQuery,
      variables: { id: eventId },
      fetchPolicy: "network-only",
    });
    const ics = data?.icsFileById?.ics;
    if (!ics) throw new Error("The meeting's calendar file is not available");
    return ics;
  }, [client, eventId]);
}
