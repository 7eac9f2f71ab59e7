import { useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { UpdateCalendarEventMutation } from "../api/update-calendar-event.mutation.ts";
import type { BookedEvent } from "../lib/types.ts";

export type RescheduleInput = {
  eventId: string;
  /** Seconds since the epoch. */
  start: number;
  description: string;
};

/** updateCalendarEvent: the moved meeting and its new ICS (same UID, higher SEQUENCE), or the refusal (thrown). */
export function useRescheduleMeeting(): [
  (input: RescheduleInput) => Promise<{ ics: string; event: BookedEvent }>,
  { loading: boolean },
] {
  const [update, { loading }] = useMutation(UpdateCalendarEventMutation);
  const reschedule = useCallback(
    async ({ eventId, start, description }: RescheduleInput) => {
      const { data } = await update({
        variables: { input: { id: eventId, start, description: description.trim() || null } },
      });
      const payload = data?.updateCalendarEvent;
      if (!payload) throw new Error("updateCalendarEvent answered nothing");
      return { ics: payload.ics, event: payload.event };
    },
    [update],
  );
  return [reschedule, { loading }];
}
