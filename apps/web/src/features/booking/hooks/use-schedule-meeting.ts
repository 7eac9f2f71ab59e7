import { useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { CreateCalendarEventMutation } from "../api/create-calendar-event.mutation.ts";
import type { BookedEvent } from "../lib/types.ts";

export type ScheduleInput = {
  hostIds: readonly string[];
  /** Seconds since the epoch. */
  start: number;
  durationInMinutes: number;
  startupId: string | null;
  description: string;
  /** A one-to-one event's slot (contextType IncubatorEvent), or an application's review meeting. */
  eventId?: string | null;
  contextType?: "IncubatorEvent" | "Application";
};

/** createCalendarEvent: the meeting and its ICS, or the server's refusal (thrown). */
export function useScheduleMeeting(): [
  (input: ScheduleInput) => Promise<{ ics: string; event: BookedEvent }>,
  { loading: boolean },
] {
  const [create, { loading }] = useMutation(CreateCalendarEventMutation);
  const schedule = useCallback(
    async ({
      hostIds,
      start,
      durationInMinutes,
      startupId,
      description,
      eventId,
      contextType,
    }: ScheduleInput) => {
      const notes = description.trim();
      const { data } = await create({
        variables: {
          input: {
            hostIds: [...hostIds],
            start,
            durationInMinutes,
            ...(startupId ? { startupId } : {}),
            ...(notes ? { description: notes } : {}),
            ...(eventId ? { contextType: contextType ?? "IncubatorEvent", contextId: eventId } : {}),
          },
        },
      });
      const payload = data?.createCalendarEvent;
      if (!payload) throw new Error("createCalendarEvent answered nothing");
      return { ics: payload.ics, event: payload.event };
    },
    [create],
  );
  return [schedule, { loading }];
}
