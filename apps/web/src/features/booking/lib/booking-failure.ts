import { CombinedGraphQLErrors } from "@apollo/client/errors";
import type { IntlShape } from "react-intl";
import { readApiFailure } from "../../../lib/forms/api-failure.ts";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import type { BookingError } from "./booking-state.ts";

/**
 * Why createCalendarEvent refused (docs/booking-api.md; spec-1 §8; spec-2 §9):
 * - ConflictError for a slot taken meanwhile → back to the time step, slots refetched. A
 *   ConflictError about the meeting itself (updateCalendarEvent: "This meeting is already
 *   cancelled", "This meeting is over") is shown as sent: another slot would not help.
 * - ForbiddenError REQUIRES_CONNECTION / INSUFFICIENT_HOUR_ALLOCATION / PLAN /
 *   HOST_CANNOT_RESCHEDULE (updateCalendarEvent), NotFoundError (the host, or the meeting
 *   being moved): said in the user's language.
 * - A ValidationError (notes too long, …) in the user's language (lib/forms/api-failure.ts).
 * - Anything else (a network failure) is shown as sent.
 */
export type BookingFailure = { kind: "slotTaken" } | { kind: "alert"; error: BookingError };

const BY_REASON: Readonly<Record<string, MessageId>> = {
  REQUIRES_CONNECTION: "booking.error.requiresConnection",
  INSUFFICIENT_HOUR_ALLOCATION: "booking.error.insufficientHours",
  PLAN: "booking.error.plan",
  HOST_CANNOT_RESCHEDULE: "booking.error.hostCannotReschedule",
};

/** The server's word for a slot taken meanwhile (createCalendarEvent, updateCalendarEvent). */
const SLOT_TAKEN_MESSAGE = "This time slot is no longer available";

export function readBookingFailure(
  error: unknown,
  mode: "book" | "reschedule" = "book",
  intl?: IntlShape,
): BookingFailure {
  if (!CombinedGraphQLErrors.is(error)) {
    return { kind: "alert", error: { message: error instanceof Error ? error.message : String(error) } };
  }
  const extensions = error.errors[0]?.extensions ?? {};
  const name = extensions.name;
  const slotTaken = extensions.reason === "SLOT_TAKEN" || error.errors[0]?.message === SLOT_TAKEN_MESSAGE;
  if (name === "ConflictError" && slotTaken) return { kind: "slotTaken" };
  const reason = typeof extensions.reason === "string" ? BY_REASON[extensions.reason] : undefined;
  if (name === "ForbiddenError" && reason) return { kind: "alert", error: { messageId: reason } };
  if (name === "NotFoundError") {
    const messageId = mode === "reschedule" ? "booking.error.meetingNotFound" : "booking.error.hostNotFound";
    return { kind: "alert", error: { messageId } };
  }
  if (name === "ValidationError" && intl) {
    const notes = intl.formatMessage({ id: "booking.notes.label" });
    return {
      kind: "alert",
      error: {
        message: readApiFailure(error, intl, (path) => (path === "description" ? notes : null)).message,
      },
    };
  }
  return { kind: "alert", error: { message: error.errors.map((entry) => entry.message).join(". ") } };
}
