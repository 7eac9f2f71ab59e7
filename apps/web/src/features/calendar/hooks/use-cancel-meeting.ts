import { useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { CancelCalendarEventMutation } from "../api/cancel-calendar-event.mutation.ts";

/** cancelCalendarEvent; a refusal is thrown for the caller to show. */
export function useCancelMeeting(): [(eventId: string) => Promise<void>, { loading: boolean }] {
  const [cancel, { loading }] = useMutation(CancelCalendarEventMutation);
  const run = useCallback(
    async (eventId: string) => {
      await cancel({ variables: { id: eventId } });
    },
    [cancel],
  );
  return [run, { loading }];
}
