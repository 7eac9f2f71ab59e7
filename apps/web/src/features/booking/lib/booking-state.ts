import type { LocalDate } from "@launchpad/domain";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import type { BookedEvent, Slot } from "./types.ts";

/**
 * The 'Book a session' flow (spec-1 §2 "Booking scheduler", §3 "Booking state", §4 "Booking"):
 * - Steps in order: meetingDuration, date, time, preConfirmation, confirmation. Next moves
 *   forward, Back moves back, and an earlier step can be jumped to (the breadcrumb).
 * - Next is disabled until the step has a choice: a duration, a date, a slot.
 * - A preset duration (event or applicant bookings, rescheduling) starts the flow at the date step.
 * - Choosing another date clears the chosen slot; the same date keeps it. Another duration
 *   clears both, since the free slots depend on it.
 * - Scheduling stores the returned ics and event, then moves to confirmation. A slot taken in
 *   the meantime (ConflictError) goes back to the time step, the slot cleared; any other
 *   failure stays on the step with its message (spec-1 §8: shown in a dismissible red alert).
 */
export const BOOKING_STEPS = ["meetingDuration", "date", "time", "preConfirmation", "confirmation"] as const;
export type BookingStep = (typeof BOOKING_STEPS)[number];

export type BookingError = { messageId: MessageId } | { message: string };

export type BookingState = {
  firstStep: BookingStep;
  currentStep: BookingStep;
  duration: number | null;
  /** The month the date step shows, "YYYY-MM" in the viewer's zone. */
  visibleMonth: string;
  selectedDate: LocalDate | null;
  selectedSlot: Slot | null;
  /** The viewer's IANA zone: days and times are shown in it. */
  timezone: string;
  description: string;
  meetingIcs: string | null;
  event: BookedEvent | null;
  error: BookingError | null;
};

export type BookingAction =
  | { type: "chooseDuration"; duration: number }
  | { type: "chooseDate"; date: LocalDate }
  | { type: "chooseSlot"; slot: Slot }
  | { type: "showMonth"; month: string }
  | { type: "next" }
  | { type: "back" }
  | { type: "jumpTo"; step: BookingStep }
  | { type: "describe"; description: string }
  | { type: "scheduled"; ics: string; event: BookedEvent }
  | { type: "failed"; error: BookingError }
  | { type: "slotTaken" }
  | { type: "dismissError" };

type InitialBooking = {
  timezone: string;
  today: LocalDate;
  presetDuration?: number | null;
  /** The notes to start from (a rescheduled meeting keeps its own). */
  description?: string;
};

export function initialBookingState({
  timezone,
  today,
  presetDuration = null,
  description = "",
}: InitialBooking): BookingState {
  const firstStep: BookingStep = presetDuration ? "date" : "meetingDuration";
  return {
    firstStep,
    currentStep: firstStep,
    duration: presetDuration,
    visibleMonth: today.slice(0, 7),
    selectedDate: null,
    selectedSlot: null,
    timezone,
    description,
    meetingIcs: null,
    event: null,
    error: null,
  };
}

const indexOf = (step: BookingStep) => BOOKING_STEPS.indexOf(step);

/** Whether the current step has its choice, so that Next may be pressed. */
export function canGoNext(state: BookingState): boolean {
  switch (state.currentStep) {
    case "meetingDuration":
      return state.duration !== null;
    case "date":
      return state.selectedDate !== null;
    case "time":
      return state.selectedSlot !== null;
    default:
      return false;
  }
}

/** The steps before the current one that the breadcrumb offers (none once booked). */
export function earlierSteps(state: BookingState): BookingStep[] {
  if (state.currentStep === "confirmation") return [];
  return BOOKING_STEPS.slice(indexOf(state.firstStep), indexOf(state.currentStep));
}

export function bookingReducer(state: BookingState, action: BookingAction): BookingState {
  switch (action.type) {
    case "chooseDuration":
      if (action.duration === state.duration) return state;
      return { ...state, duration: action.duration, selectedDate: null, selectedSlot: null };
    case "chooseDate":
      if (action.date === state.selectedDate) return state;
      return { ...state, selectedDate: action.date, selectedSlot: null };
    case "chooseSlot":
      return { ...state, selectedSlot: action.slot };
    case "showMonth":
      return { ...state, visibleMonth: action.month };
    case "next":
      if (!canGoNext(state)) return state;
      return {
        ...state,
        currentStep: BOOKING_STEPS[indexOf(state.currentStep) + 1] as BookingStep,
        error: null,
      };
    case "back":
      if (state.currentStep === state.firstStep || state.currentStep === "confirmation") return state;
      return {
        ...state,
        currentStep: BOOKING_STEPS[indexOf(state.currentStep) - 1] as BookingStep,
        error: null,
      };
    case "jumpTo":
      if (!earlierSteps(state).includes(action.step)) return state;
      return { ...state, currentStep: action.step, error: null };
    case "describe":
      return { ...state, description: action.description };
    case "scheduled":
      return {
        ...state,
        meetingIcs: action.ics,
        event: action.event,
        currentStep: "confirmation",
        error: null,
      };
    case "failed":
      return { ...state, error: action.error };
    case "slotTaken":
      return {
        ...state,
        currentStep: "time",
        selectedSlot: null,
        error: { messageId: "booking.error.slotTaken" },
      };
    case "dismissError":
      return { ...state, error: null };
  }
}
