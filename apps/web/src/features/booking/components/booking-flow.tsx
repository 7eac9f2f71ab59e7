import { Divider, Stack } from "@mantine/core";
import { useMemo, useReducer, useState } from "react";
import { FormattedMessage } from "react-intl";
import { DismissibleAlert } from "../../../components/feedback/dismissible-alert.tsx";
import { useFreeSlots } from "../hooks/use-free-slots.ts";
import { useSubmitBooking } from "../hooks/use-submit-booking.ts";
import { bookingReducer, initialBookingState } from "../lib/booking-state.ts";
import { firstSelectableDay, safeTimeZone, todayIn } from "../lib/month-grid.ts";
import type { BookingViewer, EventBookingTarget, RescheduleTarget, UserCard } from "../lib/types.ts";
import { AttendeeLabels } from "./attendee-labels.tsx";
import { BookingBreadcrumb } from "./booking-breadcrumb.tsx";
import { BookingFooter } from "./booking-footer.tsx";
import { ConfirmationStep } from "./confirmation-step.tsx";
import { DateStep } from "./date-step.tsx";
import { DurationStep } from "./duration-step.tsx";
import { PreConfirmationStep } from "./pre-confirmation-step.tsx";
import { TimeStep } from "./time-step.tsx";

export type BookingFlowProps = {
  hosts: readonly UserCard[];
  viewer: BookingViewer;
  /** The durations the hosts offer (already cut to the startup's remaining hours). */
  durations: readonly number[];
  /** A duration fixed by the context (event or applicant booking): the flow starts at the date step. */
  presetDuration?: number | null;
  /** The booker's startup, whose allocated hours the meeting uses. */
  startupId: string | null;
  onClose: () => void;
  /** After a meeting is made or moved: what the page shows may have changed (remaining hours). */
  onBooked?: () => void;
  /**
   * Moves this meeting instead of booking a new one: its duration is kept (the flow starts at
   * the date step), its own time does not block its hosts, 'Reschedule' replaces 'Schedule Meeting'.
   */
  reschedule?: RescheduleTarget | null;
  /**
   * A one-to-one event's booking (spec-1 §4): its duration is preset (the flow starts at the
   * date step), its days begin at its start, its slots are its own, and the meeting belongs
   * to it (the confirmation offers 'Go to Event').
   */
  event?: EventBookingTarget | null;
};

/** The steps of a booking (lib/booking-state.ts) against the free slots and createCalendarEvent. */
export function BookingFlow({
  hosts,
  viewer,
  durations,
  presetDuration,
  startupId,
  onClose,
  onBooked,
  reschedule,
  event,
}: BookingFlowProps) {
  const [state, dispatch] = useReducer(bookingReducer, null, () => {
    const timezone = safeTimeZone(viewer.timezone);
    return initialBookingState({
      timezone,
      today: firstSelectableDay(todayIn(timezone), event, timezone),
      presetDuration: reschedule?.durationInMinutes ?? event?.durationInMinutes ?? presetDuration,
      description: reschedule?.description ?? "",
    });
  });
  // The day the modal opened, and the calendar's first selectable day (a later event start).
  const [today] = useState(() => todayIn(state.timezone));
  const firstSelectable = firstSelectableDay(today, event, state.timezone);
  const hostIds = useMemo(() => hosts.map((host) => host.id), [hosts]);
  const viewerIsHost = hostIds.includes(viewer.id);
  const slots = useFreeSlots({
    hostIds,
    duration: state.duration,
    month: state.visibleMonth,
    timezone: state.timezone,
    today: firstSelectable,
    excludeEventId: reschedule?.eventId,
    event,
  });
  const { submit, submitting } = useSubmitBooking({
    hostIds,
    startupId,
    reschedule,
    eventId: event?.eventId,
    contextType: event?.contextType,
    dispatch,
    refetchSlots: slots.refetch,
    onDone: onBooked,
  });

  const daySlots = state.selectedDate ? (slots.byDate.get(state.selectedDate) ?? []) : [];
  const step = state.currentStep;
  return (
    <Stack gap="md">
      <AttendeeLabels hosts={hosts} viewer={viewer} />
      <BookingBreadcrumb state={state} onJump={(target) => dispatch({ type: "jumpTo", step: target })} />
      {state.error ? (
        <DismissibleAlert color="red" role="alert" onClose={() => dispatch({ type: "dismissError" })}>
          {"messageId" in state.error ? <FormattedMessage id={state.error.messageId} /> : state.error.message}
        </DismissibleAlert>
      ) : null}
      {step === "meetingDuration" ? (
        <DurationStep
          durations={durations}
          selected={state.duration}
          onSelect={(duration) => dispatch({ type: "chooseDuration", duration })}
        />
      ) : step === "date" ? (
        <DateStep
          month={state.visibleMonth}
          today={today}
          firstSelectable={firstSelectable}
          available={new Set(slots.byDate.keys())}
          selected={state.selectedDate}
          loading={slots.loading}
          error={slots.error}
          onRetry={() => void slots.refetch()}
          onSelect={(date) => dispatch({ type: "chooseDate", date })}
          onMonthChange={(month) => dispatch({ type: "showMonth", month })}
        />
      ) : step === "time" && state.selectedDate ? (
        <TimeStep
          date={state.selectedDate}
          slots={daySlots}
          selected={state.selectedSlot}
          timezone={state.timezone}
          loading={slots.loading}
          onSelect={(slot) => dispatch({ type: "chooseSlot", slot })}
        />
      ) : step === "preConfirmation" && state.selectedSlot ? (
        <PreConfirmationStep
          slot={state.selectedSlot}
          hosts={hosts}
          timezone={state.timezone}
          description={state.description}
          viewerIsHost={viewerIsHost}
          onDescribe={(description) => dispatch({ type: "describe", description })}
        />
      ) : step === "confirmation" && state.event && state.meetingIcs ? (
        <ConfirmationStep
          event={state.event}
          ics={state.meetingIcs}
          timezone={state.timezone}
          headingId={reschedule ? "booking.confirmation.rescheduledTitle" : "booking.confirmation.title"}
          onLeave={onClose}
        />
      ) : null}
      <Divider />
      <BookingFooter
        state={state}
        viewerIsHost={viewerIsHost}
        mode={reschedule ? "reschedule" : "book"}
        scheduling={submitting}
        onBack={() => dispatch({ type: "back" })}
        onNext={() => dispatch({ type: "next" })}
        onSchedule={() => void submit(state)}
        onClose={onClose}
      />
    </Stack>
  );
}
