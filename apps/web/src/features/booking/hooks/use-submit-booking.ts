import type { Dispatch } from "react";
import { useIntl } from "react-intl";
import { readBookingFailure } from "../lib/booking-failure.ts";
import type { BookingAction, BookingState } from "../lib/booking-state.ts";
import type { RescheduleTarget } from "../lib/types.ts";
import { useRescheduleMeeting } from "./use-reschedule-meeting.ts";
import { useScheduleMeeting } from "./use-schedule-meeting.ts";

type SubmitBooking = {
  hostIds: readonly string[];
  startupId: string | null;
  reschedule?: RescheduleTarget | null;
  /** A one-to-one event: the slot's own hosts (one host, or all of them) and the event's id. */
  eventId?: string | null;
  /** The context the eventId names (an application's review meeting: "Application"). */
  contextType?: "IncubatorEvent" | "Application";
  dispatch: Dispatch<BookingAction>;
  /** Fresh free slots, after the chosen one was taken meanwhile. */
  refetchSlots: () => unknown;
  onDone?: () => void;
};

/**
 * 'Schedule Meeting' (createCalendarEvent) or, for a meeting being moved, 'Reschedule'
 * (updateCalendarEvent): either ends on the confirmation with the answered ICS; a slot taken
 * meanwhile goes back to the time step with fresh slots; any other refusal is shown.
 */
export function useSubmitBooking({
  hostIds,
  startupId,
  reschedule,
  eventId,
  contextType,
  dispatch,
  refetchSlots,
  onDone,
}: SubmitBooking): { submit: (state: BookingState) => Promise<void>; submitting: boolean } {
  const intl = useIntl();
  const [schedule, { loading: scheduling }] = useScheduleMeeting();
  const [move, { loading: moving }] = useRescheduleMeeting();

  const submit = async ({ selectedSlot: slot, description }: BookingState) => {
    if (!slot) return dispatch({ type: "failed", error: { messageId: "booking.error.noSlot" } });
    const start = Math.floor(slot.startTime / 1000);
    try {
      const done = reschedule
        ? await move({ eventId: reschedule.eventId, start, description })
        : await schedule({
            hostIds: eventId ? slot.customerIds : hostIds,
            eventId,
            contextType,
            start,
            durationInMinutes: slot.durationInMinutes,
            startupId,
            description,
          });
      dispatch({ type: "scheduled", ...done });
      onDone?.();
    } catch (error) {
      const failure = readBookingFailure(error, reschedule ? "reschedule" : "book", intl);
      if (failure.kind === "slotTaken") {
        dispatch({ type: "slotTaken" });
        void refetchSlots();
      } else dispatch({ type: "failed", error: failure.error });
    }
  };
  return { submit, submitting: scheduling || moving };
}
