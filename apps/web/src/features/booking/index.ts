/** What other features use of booking: the scheduler modal and the pieces of a meeting's confirmation. */
export { CalendarEventFields } from "./api/calendar-event.fragment.ts";
export { UserCardFields } from "./api/user-card.fragment.ts";
export type { ApplicationBookingModalProps } from "./components/application-booking-modal.tsx";
export { CalendarLinks } from "./components/calendar-links.tsx";
export { ConfirmationStep } from "./components/confirmation-step.tsx";
export type { EventBookingModalProps } from "./components/event-booking-modal.tsx";
export { IcsDownload } from "./components/ics-download.tsx";
export { JoinMeetingButton } from "./components/join-meeting-button.tsx";
export { ApplicationBookingModal } from "./components/lazy-application-booking-modal.tsx";
export { BookingModal } from "./components/lazy-booking-modal.tsx";
export { EventBookingModal } from "./components/lazy-event-booking-modal.tsx";
export { TimeRange } from "./components/time-range.tsx";
export { useBookingViewer } from "./hooks/use-booking-viewer.ts";
export { readBookingFailure } from "./lib/booking-failure.ts";
export { conferenceOf } from "./lib/conference.ts";
export { formatDay, formatMonth, formatTime, zoneName } from "./lib/format.ts";
export { addMonths, todayIn } from "./lib/month-grid.ts";
export { safeTimeZone } from "./lib/safe-time-zone.ts";
export type {
  BookedEvent,
  BookingViewer,
  ConferenceProvider,
  EventBookingTarget,
  RescheduleTarget,
  UserCard,
} from "./lib/types.ts";
